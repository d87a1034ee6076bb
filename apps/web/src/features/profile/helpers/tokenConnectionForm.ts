import {
  type CreateConnectionBody,
  createConnectionBodySchema,
  MIXPANEL_REGIONS,
  type OAuthService,
  PAYMENT_CREDENTIAL_MESSAGES,
  PAYPAL_ENVIRONMENTS,
  SHOP_CREDENTIAL_MESSAGES,
} from '@plubot/contracts';
import type { ActionService } from '@plubot/flow';

/**
 * The services connected with a secret (a token or an API key): the powers that act (issue #31),
 * but those connected through the provider's consent (Google's).
 */
export type TokenService = Exclude<ActionService, OAuthService>;

/** Each token service's secret, as its credentials name it in the contract. */
export const TOKEN_SECRET_FIELDS = {
  notion: 'token',
  hubspot: 'token',
  mailchimp: 'apiKey',
  trello: 'token',
  asana: 'token',
  monday: 'token',
  typeform: 'token',
  surveymonkey: 'token',
  github: 'token',
  zendesk: 'token',
  intercom: 'token',
  'google-analytics': 'apiSecret',
  mixpanel: 'token',
  zoom: 'clientSecret',
  calendly: 'token',
  stripe: 'secretKey',
  // Mercado Pago's form asks for the access token first (an extra field), then this secret.
  mercadopago: 'webhookSecret',
  paypal: 'clientSecret',
  // A Dev Dashboard app's client secret, or an older admin-made app's access token.
  shopify: 'token',
  woocommerce: 'consumerSecret',
} as const satisfies Record<TokenService, string>;

/** A field of a service's connect form besides the name and the main secret, as its credentials name it. */
export interface TokenExtraField {
  readonly key: string;
  /** A secret is typed in a password field and never shown again. */
  readonly secret: boolean;
  readonly maxLength: number;
  /**
   * A choice among these values rather than a text (a select; the first is chosen until the owner
   * picks another), each labelled `connections.<service>.fields.<key>.options.<value>`.
   */
  readonly options?: readonly string[];
}

/**
 * The fields a service's form asks for before its main secret (TOKEN_SECRET_FIELDS): Trello's API
 * key, which its token is made with. Labelled by `connections.<service>.fields.<key>.label` and
 * `.help`.
 */
export const TOKEN_EXTRA_FIELDS: Partial<Record<TokenService, readonly TokenExtraField[]>> = {
  trello: [{ key: 'apiKey', secret: true, maxLength: 32 }],
  // Zendesk's token is the account's: the agent's e-mail and the account's address go with it.
  zendesk: [
    { key: 'subdomain', secret: false, maxLength: 200 },
    { key: 'email', secret: false, maxLength: 254 },
  ],
  // GA4's secret belongs to one data stream, named by its measurement id.
  'google-analytics': [{ key: 'measurementId', secret: false, maxLength: 30 }],
  // A Mixpanel project's token works only on its data residency's host.
  mixpanel: [{ key: 'region', secret: false, maxLength: 2, options: MIXPANEL_REGIONS }],
  // A Zoom Server-to-Server OAuth app: its account and client ids go with its secret.
  zoom: [
    { key: 'accountId', secret: false, maxLength: 100 },
    { key: 'clientId', secret: false, maxLength: 100 },
  ],
  // A Mercado Pago application: its access token, then its webhooks' secret signature (the main secret).
  mercadopago: [{ key: 'accessToken', secret: true, maxLength: 300 }],
  // A PayPal REST app: Live or Sandbox, and its client id with its secret.
  paypal: [
    { key: 'environment', secret: false, maxLength: 7, options: PAYPAL_ENVIRONMENTS },
    { key: 'clientId', secret: false, maxLength: 200 },
  ],
  // A Shopify store's address, and its Dev Dashboard app's client ID (blank for an older app's token).
  shopify: [
    { key: 'shop', secret: false, maxLength: 300 },
    { key: 'clientId', secret: false, maxLength: 100 },
  ],
  // A WooCommerce store's address and its REST API key's consumer key (the secret goes with it).
  woocommerce: [
    { key: 'storeUrl', secret: false, maxLength: 300 },
    { key: 'consumerKey', secret: true, maxLength: 100 },
  ],
};

/**
 * The settings a service's connections show besides the masked secret, to tell them apart
 * (Zendesk: the account and the agent), each as `connections.<service>.facts.<key>`.
 */
export const TOKEN_SETTING_FACTS: Partial<Record<TokenService, readonly string[]>> = {
  zendesk: ['subdomain', 'email'],
  'google-analytics': ['measurementId'],
  mixpanel: ['region'],
  zoom: ['accountId'],
  calendly: ['email'],
  stripe: ['mode'],
  paypal: ['environment', 'clientId'],
  shopify: ['shop'],
  woocommerce: ['storeUrl'],
};

/** The extra fields of a service's form, in order (none for most). */
export function getTokenExtraFields(service: TokenService): readonly TokenExtraField[] {
  return TOKEN_EXTRA_FIELDS[service] ?? [];
}

/** Where each service's secret is made: the page the how-to links to. */
export const TOKEN_SERVICE_LINKS: Record<TokenService, string> = {
  notion: 'https://www.notion.so/my-integrations',
  hubspot: 'https://developers.hubspot.com/docs/api/private-apps',
  mailchimp: 'https://mailchimp.com/help/about-api-keys/',
  trello: 'https://trello.com/power-ups/admin',
  asana: 'https://app.asana.com/0/my-apps',
  monday: 'https://developer.monday.com/api-reference/docs/authentication',
  typeform: 'https://www.typeform.com/developers/get-started/personal-access-token/',
  surveymonkey: 'https://developer.surveymonkey.com/apps/',
  github: 'https://github.com/settings/personal-access-tokens/new',
  zendesk: 'https://developer.zendesk.com/api-reference/introduction/security-and-auth/#api-token',
  intercom: 'https://developers.intercom.com/docs/build-an-integration/learn-more/authentication',
  'google-analytics':
    'https://developers.google.com/analytics/devguides/collection/protocol/ga4/sending-events',
  mixpanel: 'https://docs.mixpanel.com/reference/project-token',
  zoom: 'https://developers.zoom.us/docs/internal-apps/create/',
  calendly: 'https://calendly.com/integrations/api_webhooks',
  stripe: 'https://dashboard.stripe.com/apikeys',
  mercadopago: 'https://www.mercadopago.com/developers/panel/app',
  paypal: 'https://developer.paypal.com/dashboard/applications/live',
  shopify: 'https://shopify.dev/docs/apps/build/dev-dashboard/create-apps-using-dev-dashboard',
  woocommerce: 'https://woocommerce.com/document/woocommerce-rest-api/',
};

/** The longest secret each service's schema takes (the field stops there too). */
export const TOKEN_MAX_LENGTHS: Record<TokenService, number> = {
  notion: 200,
  hubspot: 300,
  mailchimp: 100,
  trello: 300,
  asana: 300,
  monday: 2000,
  typeform: 300,
  surveymonkey: 500,
  github: 300,
  zendesk: 200,
  intercom: 300,
  'google-analytics': 100,
  mixpanel: 32,
  zoom: 200,
  calendly: 4000,
  stripe: 300,
  mercadopago: 200,
  paypal: 200,
  shopify: 200,
  woocommerce: 70,
};

/**
 * The contract's validation messages for a token service's form (i18n keys, translated here as the
 * server translates them). A test checks the schemas give no other.
 */
export const TOKEN_VALIDATION_MESSAGES = [
  'connections.nameRequired',
  'connections.nameTooLong',
  'connections.serviceUnknown',
  'connections.notion.tokenRequired',
  'connections.notion.tokenTooShort',
  'connections.notion.tokenTooLong',
  'connections.notion.tokenInvalidCharacters',
  'connections.hubspot.tokenRequired',
  'connections.hubspot.tokenTooShort',
  'connections.hubspot.tokenTooLong',
  'connections.hubspot.tokenInvalidCharacters',
  'connections.mailchimp.tokenRequired',
  'connections.mailchimp.tokenTooShort',
  'connections.mailchimp.tokenTooLong',
  'connections.mailchimp.tokenInvalidCharacters',
  'connections.mailchimp.keyFormat',
  'connections.trello.keyRequired',
  'connections.trello.keyFormat',
  'connections.trello.tokenRequired',
  'connections.trello.tokenTooShort',
  'connections.trello.tokenTooLong',
  'connections.trello.tokenInvalidCharacters',
  'connections.asana.tokenRequired',
  'connections.asana.tokenTooShort',
  'connections.asana.tokenTooLong',
  'connections.asana.tokenInvalidCharacters',
  'connections.monday.tokenRequired',
  'connections.monday.tokenTooShort',
  'connections.monday.tokenTooLong',
  'connections.monday.tokenInvalidCharacters',
  'connections.typeform.tokenRequired',
  'connections.typeform.tokenTooShort',
  'connections.typeform.tokenTooLong',
  'connections.typeform.tokenInvalidCharacters',
  'connections.surveymonkey.tokenRequired',
  'connections.surveymonkey.tokenTooShort',
  'connections.surveymonkey.tokenTooLong',
  'connections.surveymonkey.tokenInvalidCharacters',
  'connections.github.tokenRequired',
  'connections.github.tokenTooShort',
  'connections.github.tokenTooLong',
  'connections.github.tokenInvalidCharacters',
  'connections.zendesk.subdomainRequired',
  'connections.zendesk.subdomainFormat',
  'connections.zendesk.emailRequired',
  'connections.zendesk.emailFormat',
  'connections.zendesk.tokenRequired',
  'connections.zendesk.tokenTooShort',
  'connections.zendesk.tokenTooLong',
  'connections.zendesk.tokenInvalidCharacters',
  'connections.intercom.tokenRequired',
  'connections.intercom.tokenTooShort',
  'connections.intercom.tokenTooLong',
  'connections.intercom.tokenInvalidCharacters',
  'connections.google-analytics.measurementIdRequired',
  'connections.google-analytics.measurementIdFormat',
  'connections.google-analytics.secretRequired',
  'connections.google-analytics.secretTooShort',
  'connections.google-analytics.secretTooLong',
  'connections.google-analytics.secretInvalidCharacters',
  'connections.mixpanel.tokenRequired',
  'connections.mixpanel.tokenFormat',
  'connections.mixpanel.regionInvalid',
  'connections.zoom.accountIdRequired',
  'connections.zoom.accountIdFormat',
  'connections.zoom.clientIdRequired',
  'connections.zoom.clientIdFormat',
  'connections.zoom.secretRequired',
  'connections.zoom.secretTooShort',
  'connections.zoom.secretTooLong',
  'connections.zoom.secretInvalidCharacters',
  'connections.calendly.tokenRequired',
  'connections.calendly.tokenTooShort',
  'connections.calendly.tokenTooLong',
  'connections.calendly.tokenInvalidCharacters',
  ...PAYMENT_CREDENTIAL_MESSAGES,
  ...SHOP_CREDENTIAL_MESSAGES,
] as const;
export type TokenValidationMessage = (typeof TOKEN_VALIDATION_MESSAGES)[number];

const isTokenValidationMessage = (message: string): message is TokenValidationMessage =>
  (TOKEN_VALIDATION_MESSAGES as readonly string[]).includes(message);

/**
 * The paths of a token form's fields, as the schema and the server's 422 name them: the name, the
 * main secret, then the extra fields.
 */
export function getTokenFieldPaths(service: TokenService): readonly ['name', string, ...string[]] {
  const extras = getTokenExtraFields(service).map((field) => `credentials.${field.key}`);
  return ['name', `credentials.${TOKEN_SECRET_FIELDS[service]}`, ...extras];
}

/** A message of the form: one the contract names, or "Revisa este campo" for any other. */
export type TokenFormMessage = TokenValidationMessage | 'connections.form.invalid';

/** A token form checked: the body to send, or its messages (i18n keys) by field path and for the whole form. */
export type TokenFormCheck =
  | { ok: true; body: CreateConnectionBody }
  | { ok: false; fields: Record<string, TokenFormMessage>; general: TokenFormMessage | null };

/**
 * Checks a token service's form with the contract's schema, as the server will: a blank name is
 * left out (the server names it after the service), the secret goes under the service's own
 * credential name, each extra field (Trello's API key) under its own. Each field keeps its first
 * message.
 * @example checkTokenConnectionForm('notion', '', '') // fields: { 'credentials.token': 'connections.notion.tokenRequired' }
 */
export function checkTokenConnectionForm(
  service: TokenService,
  name: string,
  secret: string,
  extras: Readonly<Record<string, string>> = {},
): TokenFormCheck {
  const extraValues = getTokenExtraFields(service).map((field) => [
    field.key,
    extras[field.key] ?? field.options?.[0] ?? '',
  ]);
  const parsed = createConnectionBodySchema.safeParse({
    service,
    ...(name.trim() ? { name } : {}),
    credentials: { ...Object.fromEntries(extraValues), [TOKEN_SECRET_FIELDS[service]]: secret },
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  const paths: readonly string[] = getTokenFieldPaths(service);
  const fields: Record<string, TokenFormMessage> = {};
  let general: TokenFormMessage | null = null;
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.');
    const message = isTokenValidationMessage(issue.message) ? issue.message : 'connections.form.invalid';
    if (paths.includes(path)) fields[path] ??= message;
    else general ??= message;
  }
  return { ok: false, fields, general };
}
