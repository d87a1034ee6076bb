import type { ConnectionService, OAuthCredentials } from '@plubot/contracts';
import { type AsanaCredentials, asanaConnector } from './asana';
import { type CalendlyCredentials, calendlyConnector } from './calendly';
import { type GithubCredentials, githubConnector } from './github';
import { gmailConnector } from './gmail';
import { type GoogleAnalyticsCredentials, googleAnalyticsConnector } from './googleAnalytics';
import { googleCalendarConnector } from './googleCalendar';
import { googleSheetsConnector } from './googleSheets';
import { type HubspotCredentials, hubspotConnector } from './hubspot';
import { type IntercomCredentials, intercomConnector } from './intercom';
import { type MailchimpCredentials, mailchimpConnector } from './mailchimp';
import { type MercadoPagoCredentials, mercadoPagoConnector } from './mercadoPago';
import { type MixpanelCredentials, mixpanelConnector } from './mixpanel';
import { type MondayCredentials, mondayConnector } from './monday';
import { type NotionCredentials, notionConnector } from './notion';
import { type OpenAiCredentials, openAiConnector } from './openai';
import { type PaypalCredentials, paypalConnector } from './paypal';
import { type QuickbooksCredentials, quickbooksConnector } from './quickbooks';
import { type SalesforceCredentials, salesforceConnector } from './salesforce';
import type { ServiceConnector } from './serviceConnector';
import { type ShopifyCredentials, shopifyConnector } from './shopify';
import { type StripeCredentials, stripeConnector } from './stripe';
import { type SurveymonkeyCredentials, surveymonkeyConnector } from './surveymonkey';
import { type TrelloCredentials, trelloConnector } from './trello';
import { type TypeformCredentials, typeformConnector } from './typeform';
import { type WooCommerceCredentials, wooCommerceConnector } from './woocommerce';
import { type ZendeskCredentials, zendeskConnector } from './zendesk';
import { type ZoomCredentials, zoomConnector } from './zoom';

/** The credentials of each service, as stored (sealed) and read back. */
export interface ServiceCredentials {
  openai: OpenAiCredentials;
  notion: NotionCredentials;
  hubspot: HubspotCredentials;
  mailchimp: MailchimpCredentials;
  typeform: TypeformCredentials;
  surveymonkey: SurveymonkeyCredentials;
  'google-analytics': GoogleAnalyticsCredentials;
  mixpanel: MixpanelCredentials;
  trello: TrelloCredentials;
  asana: AsanaCredentials;
  monday: MondayCredentials;
  github: GithubCredentials;
  zendesk: ZendeskCredentials;
  intercom: IntercomCredentials;
  'google-sheets': OAuthCredentials;
  gmail: OAuthCredentials;
  'google-calendar': OAuthCredentials;
  salesforce: SalesforceCredentials;
  stripe: StripeCredentials;
  mercadopago: MercadoPagoCredentials;
  paypal: PaypalCredentials;
  shopify: ShopifyCredentials;
  woocommerce: WooCommerceCredentials;
  zoom: ZoomCredentials;
  calendly: CalendlyCredentials;
  quickbooks: QuickbooksCredentials;
}

/** Every service an owner can connect, by id: one connector each. */
export const CONNECTORS: { [S in ConnectionService]: ServiceConnector<ServiceCredentials[S]> } = {
  openai: openAiConnector,
  notion: notionConnector,
  hubspot: hubspotConnector,
  mailchimp: mailchimpConnector,
  typeform: typeformConnector,
  surveymonkey: surveymonkeyConnector,
  'google-analytics': googleAnalyticsConnector,
  mixpanel: mixpanelConnector,
  trello: trelloConnector,
  asana: asanaConnector,
  monday: mondayConnector,
  github: githubConnector,
  zendesk: zendeskConnector,
  intercom: intercomConnector,
  'google-sheets': googleSheetsConnector,
  gmail: gmailConnector,
  'google-calendar': googleCalendarConnector,
  salesforce: salesforceConnector,
  stripe: stripeConnector,
  mercadopago: mercadoPagoConnector,
  paypal: paypalConnector,
  shopify: shopifyConnector,
  woocommerce: wooCommerceConnector,
  zoom: zoomConnector,
  calendly: calendlyConnector,
  quickbooks: quickbooksConnector,
};
