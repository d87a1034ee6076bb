import type { ConnectionService } from '@plubot/contracts';
import { type HubspotCredentials, hubspotConnector } from './hubspot';
import { type MailchimpCredentials, mailchimpConnector } from './mailchimp';
import { type NotionCredentials, notionConnector } from './notion';
import { type OpenAiCredentials, openAiConnector } from './openai';
import type { ServiceConnector } from './serviceConnector';

/** The credentials of each service, as stored (sealed) and read back. */
export interface ServiceCredentials {
  openai: OpenAiCredentials;
  notion: NotionCredentials;
  hubspot: HubspotCredentials;
  mailchimp: MailchimpCredentials;
}

/** Every service an owner can connect, by id: one connector each. */
export const CONNECTORS: { [S in ConnectionService]: ServiceConnector<ServiceCredentials[S]> } = {
  openai: openAiConnector,
  notion: notionConnector,
  hubspot: hubspotConnector,
  mailchimp: mailchimpConnector,
};
