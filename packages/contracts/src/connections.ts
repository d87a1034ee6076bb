import { POWER_CHOICE_KINDS } from '@plubot/flow';
import { z } from 'zod';
import { googleAnalyticsCredentialsSchema, mixpanelCredentialsSchema } from './analyticsCredentials';
import { calendlyCredentialsSchema, zoomCredentialsSchema } from './bookingCredentials';
import { OAUTH_SERVICES } from './connectionOAuth';
import {
  mercadoPagoCredentialsSchema,
  paypalCredentialsSchema,
  stripeCredentialsSchema,
} from './paymentCredentials';
import { shopifyCredentialsSchema, wooCommerceCredentialsSchema } from './shopCredentials';

/**
 * The services an owner can connect once and use in every bot (issue #31, profile → Integraciones).
 * A connection holds the service's credentials sealed on the server; they never come back.
 */
export const CONNECTION_SERVICES = [
  'openai',
  'notion',
  'hubspot',
  'mailchimp',
  'trello',
  'asana',
  'monday',
  'google-sheets',
  'gmail',
  'github',
  'zendesk',
  'intercom',
  'google-analytics',
  'mixpanel',
  'typeform',
  'surveymonkey',
  'salesforce',
  'google-calendar',
  'calendly',
  'zoom',
  'stripe',
  'mercadopago',
  'paypal',
  'shopify',
  'woocommerce',
  'quickbooks',
] as const;
export type ConnectionService = (typeof CONNECTION_SERVICES)[number];

/** Most connections one account may keep per service. */
export const MAX_CONNECTIONS_PER_SERVICE = 5;

/** Where a connection stands: the service accepted its credentials, or refused them (see `error`). */
export const CONNECTION_STATUSES = ['active', 'error'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

/** OpenAI's own API; any OpenAI-compatible API (OpenRouter, Groq, a company's gateway…) works too. */
export const OPENAI_DEFAULT_BASE_URL = 'https://api.openai.com/v1';
export const OPENAI_DEFAULT_MODEL = 'gpt-4o-mini';

const nameSchema = z
  .string({ message: 'connections.nameRequired' })
  .trim()
  .min(1, 'connections.nameRequired')
  .max(60, 'connections.nameTooLong');

/** An OpenAI (or compatible) account: its API key, the model to use, and where its API is. */
export const openAiCredentialsSchema = z.object({
  apiKey: z
    .string({ message: 'connections.openai.keyRequired' })
    .trim()
    .min(1, 'connections.openai.keyRequired')
    .min(20, 'connections.openai.keyTooShort')
    .max(300, 'connections.openai.keyTooLong')
    .regex(/^[\x21-\x7e]+$/, 'connections.openai.keyInvalidCharacters'),
  model: z
    .string()
    .trim()
    .min(1, 'connections.openai.modelRequired')
    .max(100, 'connections.openai.modelInvalid')
    .regex(/^[A-Za-z0-9._:/-]+$/, 'connections.openai.modelInvalid')
    .default(OPENAI_DEFAULT_MODEL),
  baseUrl: z
    .string()
    .trim()
    .max(300, 'connections.openai.baseUrlInvalid')
    .regex(/^https?:\/\/[^\s/?#@]+[^\s?#@]*$/i, 'connections.openai.baseUrlInvalid')
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
});

/** A printable secret without spaces, as every service's keys and tokens are. */
const secretText = (prefix: string, min: number, max: number) =>
  z
    .string({ message: `connections.${prefix}.tokenRequired` })
    .trim()
    .min(1, `connections.${prefix}.tokenRequired`)
    .min(min, `connections.${prefix}.tokenTooShort`)
    .max(max, `connections.${prefix}.tokenTooLong`)
    .regex(/^[\x21-\x7e]+$/, `connections.${prefix}.tokenInvalidCharacters`);

/** A Notion internal integration's secret (`ntn_…`, older ones `secret_…`), shared with the databases it may use. */
export const notionCredentialsSchema = z.object({ token: secretText('notion', 20, 200) });

/** A HubSpot private app's access token (`pat-na1-…`) with the CRM contacts and notes scopes. */
export const hubspotCredentialsSchema = z.object({ token: secretText('hubspot', 20, 300) });

/** A Mailchimp API key: 32 hex characters, a dash and the account's data centre (`…-us21`). */
export const mailchimpCredentialsSchema = z.object({
  apiKey: secretText('mailchimp', 20, 100).regex(
    /^[0-9a-f]{32}-[a-z]{2,4}[0-9]{1,3}$/i,
    'connections.mailchimp.keyFormat',
  ),
});

/**
 * A Trello account: the API key of a Power-Up of the owner's (32 hex characters, trello.com/power-ups/admin)
 * and the token the owner generated with it (`ATTA…`), which acts as them.
 */
export const trelloCredentialsSchema = z.object({
  apiKey: z
    .string({ message: 'connections.trello.keyRequired' })
    .trim()
    .min(1, 'connections.trello.keyRequired')
    .regex(/^[0-9a-f]{32}$/i, 'connections.trello.keyFormat'),
  token: secretText('trello', 32, 300),
});

/** An Asana personal access token (`2/…`), acting as the owner in their workspaces. */
export const asanaCredentialsSchema = z.object({ token: secretText('asana', 20, 300) });

/** A monday.com personal API token (a long JWT, from the avatar → Developers → API token). */
export const mondayCredentialsSchema = z.object({ token: secretText('monday', 40, 2000) });

/** A GitHub personal access token (fine-grained `github_pat_…` or classic `ghp_…`) with access to issues. */
export const githubCredentialsSchema = z.object({ token: secretText('github', 20, 300) });

/**
 * A Zendesk Support account: its subdomain (`empresa` of empresa.zendesk.com; the whole address
 * pasted is read too), an agent's e-mail and an API token of the account (Admin Center → Apps and
 * integrations → Zendesk API), used as HTTP Basic `email/token:token`.
 */
export const zendeskCredentialsSchema = z.object({
  subdomain: z
    .string({ message: 'connections.zendesk.subdomainRequired' })
    .trim()
    .max(200, 'connections.zendesk.subdomainFormat')
    .toLowerCase()
    .transform((text) =>
      text
        .replace(/^https?:\/\//, '')
        .replace(/[/?#].*$/, '')
        .replace(/\.zendesk\.com$/, ''),
    )
    .pipe(
      z
        .string()
        .min(1, 'connections.zendesk.subdomainRequired')
        .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, 'connections.zendesk.subdomainFormat'),
    ),
  email: z
    .string({ message: 'connections.zendesk.emailRequired' })
    .trim()
    .toLowerCase()
    .min(1, 'connections.zendesk.emailRequired')
    .max(254, 'connections.zendesk.emailFormat')
    .regex(/^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/, 'connections.zendesk.emailFormat'),
  token: secretText('zendesk', 20, 200),
});

/** An Intercom access token (Developer Hub → your app → Authentication), acting on the owner's workspace. */
export const intercomCredentialsSchema = z.object({ token: secretText('intercom', 20, 300) });

/** A Typeform personal access token (`tfp_…`) with the forms and responses read scopes. */
export const typeformCredentialsSchema = z.object({ token: secretText('typeform', 20, 300) });

/** A SurveyMonkey access token (an app of the owner's, developer.surveymonkey.com → My Apps → Settings). */
export const surveymonkeyCredentialsSchema = z.object({ token: secretText('surveymonkey', 20, 500) });

/** `POST /api/connections`: a service, a name the owner recognises (the service's name when blank) and its credentials. */
export const createConnectionBodySchema = z.discriminatedUnion(
  'service',
  [
    z.object({
      service: z.literal('openai'),
      name: nameSchema.optional(),
      credentials: openAiCredentialsSchema,
    }),
    z.object({
      service: z.literal('notion'),
      name: nameSchema.optional(),
      credentials: notionCredentialsSchema,
    }),
    z.object({
      service: z.literal('hubspot'),
      name: nameSchema.optional(),
      credentials: hubspotCredentialsSchema,
    }),
    z.object({
      service: z.literal('mailchimp'),
      name: nameSchema.optional(),
      credentials: mailchimpCredentialsSchema,
    }),
    z.object({
      service: z.literal('trello'),
      name: nameSchema.optional(),
      credentials: trelloCredentialsSchema,
    }),
    z.object({
      service: z.literal('asana'),
      name: nameSchema.optional(),
      credentials: asanaCredentialsSchema,
    }),
    z.object({
      service: z.literal('monday'),
      name: nameSchema.optional(),
      credentials: mondayCredentialsSchema,
    }),
    z.object({
      service: z.literal('github'),
      name: nameSchema.optional(),
      credentials: githubCredentialsSchema,
    }),
    z.object({
      service: z.literal('zendesk'),
      name: nameSchema.optional(),
      credentials: zendeskCredentialsSchema,
    }),
    z.object({
      service: z.literal('intercom'),
      name: nameSchema.optional(),
      credentials: intercomCredentialsSchema,
    }),
    z.object({
      service: z.literal('google-analytics'),
      name: nameSchema.optional(),
      credentials: googleAnalyticsCredentialsSchema,
    }),
    z.object({
      service: z.literal('mixpanel'),
      name: nameSchema.optional(),
      credentials: mixpanelCredentialsSchema,
    }),
    z.object({
      service: z.literal('typeform'),
      name: nameSchema.optional(),
      credentials: typeformCredentialsSchema,
    }),
    z.object({
      service: z.literal('surveymonkey'),
      name: nameSchema.optional(),
      credentials: surveymonkeyCredentialsSchema,
    }),
    z.object({
      service: z.literal('zoom'),
      name: nameSchema.optional(),
      credentials: zoomCredentialsSchema,
    }),
    z.object({
      service: z.literal('calendly'),
      name: nameSchema.optional(),
      credentials: calendlyCredentialsSchema,
    }),
    z.object({
      service: z.literal('stripe'),
      name: nameSchema.optional(),
      credentials: stripeCredentialsSchema,
    }),
    z.object({
      service: z.literal('mercadopago'),
      name: nameSchema.optional(),
      credentials: mercadoPagoCredentialsSchema,
    }),
    z.object({
      service: z.literal('paypal'),
      name: nameSchema.optional(),
      credentials: paypalCredentialsSchema,
    }),
    z.object({
      service: z.literal('shopify'),
      name: nameSchema.optional(),
      credentials: shopifyCredentialsSchema,
    }),
    z.object({
      service: z.literal('woocommerce'),
      name: nameSchema.optional(),
      credentials: wooCommerceCredentialsSchema,
    }),
  ],
  { message: 'connections.serviceUnknown' },
);
export type CreateConnectionBody = z.infer<typeof createConnectionBodySchema>;

/** One connection as its owner sees it: the secret only as '••••' and its last four characters. */
export const connectionSchema = z.object({
  id: z.string(),
  service: z.enum(CONNECTION_SERVICES),
  name: z.string(),
  status: z.enum(CONNECTION_STATUSES),
  maskedSecret: z.string(),
  /** What is not secret and helps to tell connections apart (OpenAI: `model`, `baseUrl`). */
  settings: z.record(z.string(), z.string()),
  /** The service's reason when it refused the credentials at the last check. */
  error: z.string().nullable(),
  checkedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Connection = z.infer<typeof connectionSchema>;

/** `GET /api/connections`: the caller's connections, oldest first (a bot uses the first active one of a service). */
export const connectionListSchema = z.object({
  connections: z.array(connectionSchema),
  limitPerService: z.number().int(),
  /** The services this server can connect through the provider's consent page (its OAuth client is configured). */
  oauthServices: z.array(z.enum(OAUTH_SERVICES)),
});
export type ConnectionList = z.infer<typeof connectionListSchema>;

/** `POST /api/connections` and `POST /api/connections/:id/test`: the connection as it stands now. */
export const connectionResponseSchema = z.object({ connection: connectionSchema });

/** `DELETE /api/connections/:id`. */
export const deleteConnectionResponseSchema = z.object({ success: z.literal(true) });

/** Path parameters of one connection. */
export const connectionParamsSchema = z.object({ id: z.string().max(64) });

/** `GET /api/connections/:id/choices?kind=…&parent=…`: a list the power node's form offers from the service. */
export const connectionChoicesQuerySchema = z.object({
  kind: z.enum(POWER_CHOICE_KINDS, { message: 'connections.choices.kindUnknown' }),
  /** The item the list belongs to (a Notion database's properties: the database's id). */
  parent: z.string().trim().max(200).optional(),
});
export type ConnectionChoicesQuery = z.infer<typeof connectionChoicesQuerySchema>;

/** One item of such a list: its id (what the node stores), what the owner reads, and its kind where it matters. */
export const connectionChoiceSchema = z.object({
  id: z.string(),
  label: z.string(),
  /** A Notion property's type (`title`, `email`, `select`…). */
  type: z.string().optional(),
});
export const connectionChoicesResponseSchema = z.object({ choices: z.array(connectionChoiceSchema) });
export type ConnectionChoice = z.infer<typeof connectionChoiceSchema>;
