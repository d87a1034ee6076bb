import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_HANDOFF_TIMEOUT_MINUTES } from '@plubot/contracts';
import { z } from 'zod';
import { parseAllowedHost } from './lib/allowedHosts';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

const POOL_SIZE_MESSAGE = 'DATABASE_POOL_SIZE debe ser un número entre 1 y 200.';

/** Environment variables the server reads; each one is documented in README.md. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce
    .number({ message: 'PORT debe ser un número de puerto (1-65535).' })
    .int()
    .min(1, 'PORT debe ser un número de puerto (1-65535).')
    .max(65535, 'PORT debe ser un número de puerto (1-65535).')
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL debe empezar por postgres:// o postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce
    .number({ message: POOL_SIZE_MESSAGE })
    .int(POOL_SIZE_MESSAGE)
    .min(1, POOL_SIZE_MESSAGE)
    .max(200, POOL_SIZE_MESSAGE)
    .default(10),
  APP_ORIGIN: z.url('APP_ORIGIN debe ser una URL completa, p. ej. https://plubot.example.com').optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET debe tener al menos 32 caracteres.').optional(),
  ENCRYPTION_KEY: z
    .string()
    .regex(
      /^[0-9a-fA-F]{64}$/,
      'ENCRYPTION_KEY debe ser una clave de 32 bytes en hexadecimal (64 caracteres).',
    )
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL debe empezar por smtp:// o smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Plubot <no-reply@plubot.local>'),
  CONTACT_TO: z.email('CONTACT_TO debe ser una dirección de correo válida.').optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER: z.url('GOOGLE_ISSUER debe ser una URL.').default('https://accounts.google.com'),
  /** Google's APIs the Google Sheets and Gmail powers call (issue #31); tests point them at stand-ins. */
  GOOGLE_SHEETS_API_URL: z
    .url('GOOGLE_SHEETS_API_URL debe ser una URL.')
    .default('https://sheets.googleapis.com'),
  GOOGLE_DRIVE_API_URL: z.url('GOOGLE_DRIVE_API_URL debe ser una URL.').default('https://www.googleapis.com'),
  GMAIL_API_URL: z.url('GMAIL_API_URL debe ser una URL.').default('https://gmail.googleapis.com'),
  /** Google Calendar's API, where the Google Calendar power reads free/busy times and books slots (issue #32). */
  GOOGLE_CALENDAR_API_URL: z
    .url('GOOGLE_CALENDAR_API_URL debe ser una URL.')
    .default('https://www.googleapis.com'),
  /** Google's OpenID userinfo: 'Probar conexión' of a Gmail connection asks it who the token is for. */
  GOOGLE_USERINFO_URL: z
    .url('GOOGLE_USERINFO_URL debe ser una URL.')
    .default('https://openidconnect.googleapis.com/v1/userinfo'),
  /**
   * The operator's Salesforce connected app (issue #31: the Salesforce power, 'Conectar con
   * Salesforce'); its callback URL is `${APP_ORIGIN}/connections/oauth/callback`.
   */
  SALESFORCE_CLIENT_ID: z.string().min(1).optional(),
  SALESFORCE_CLIENT_SECRET: z.string().min(1).optional(),
  /** Where owners sign in to Salesforce: production orgs, or https://test.salesforce.com for sandboxes. */
  SALESFORCE_LOGIN_URL: z
    .url('SALESFORCE_LOGIN_URL debe ser una URL, p. ej. https://login.salesforce.com')
    .default('https://login.salesforce.com'),
  /** The version of Salesforce's REST API the power calls (`/services/data/v60.0/…`). */
  SALESFORCE_API_VERSION: z
    .string()
    .regex(/^v\d{2,3}\.0$/, 'SALESFORCE_API_VERSION debe ser una versión como v60.0')
    .default('v60.0'),
  /**
   * The operator's Intuit app (issue #32: the QuickBooks power, 'Conectar con Intuit'); its
   * redirect URI is `${APP_ORIGIN}/connections/oauth/callback`.
   */
  QUICKBOOKS_CLIENT_ID: z.string().min(1).optional(),
  QUICKBOOKS_CLIENT_SECRET: z.string().min(1).optional(),
  /** Intuit's OpenID issuer, which its discovery document and ID tokens must name. */
  QUICKBOOKS_ISSUER: z
    .url('QUICKBOOKS_ISSUER debe ser una URL.')
    .default('https://oauth.platform.intuit.com/op/v1'),
  /**
   * Intuit's discovery document: not under the issuer's `/.well-known/openid-configuration` but at
   * its own address (`…/openid_sandbox_configuration` for sandbox companies).
   */
  QUICKBOOKS_DISCOVERY_URL: z
    .url('QUICKBOOKS_DISCOVERY_URL debe ser una URL.')
    .default('https://developer.api.intuit.com/.well-known/openid_configuration'),
  /** QuickBooks Online's Accounting API; https://sandbox-quickbooks.api.intuit.com for sandbox companies. */
  QUICKBOOKS_API_URL: z
    .url('QUICKBOOKS_API_URL debe ser una URL.')
    .default('https://quickbooks.api.intuit.com'),
  AI_BASE_URL: z.url('AI_BASE_URL debe ser una URL.').optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  AI_EMBEDDING_MODEL: z.string().min(1).optional(),
  AI_EMBEDDING_SIMILARITY: z.coerce
    .number('AI_EMBEDDING_SIMILARITY debe ser un número.')
    .gt(0, 'AI_EMBEDDING_SIMILARITY debe estar entre 0 y 1.')
    .lt(1, 'AI_EMBEDDING_SIMILARITY debe estar entre 0 y 1.')
    .default(0.6),
  DISCORD_API_URL: z.url('DISCORD_API_URL debe ser una URL.').default('https://discord.com/api/v10'),
  TELEGRAM_API_URL: z.url('TELEGRAM_API_URL debe ser una URL.').default('https://api.telegram.org'),
  /** Meta's Graph API: the WhatsApp Cloud API, Messenger's and Instagram's Send API (issue #33). */
  META_GRAPH_API_URL: z.url('META_GRAPH_API_URL debe ser una URL.').default('https://graph.facebook.com'),
  NOTION_API_URL: z.url('NOTION_API_URL debe ser una URL.').default('https://api.notion.com'),
  HUBSPOT_API_URL: z.url('HUBSPOT_API_URL debe ser una URL.').default('https://api.hubapi.com'),
  TYPEFORM_API_URL: z.url('TYPEFORM_API_URL debe ser una URL.').default('https://api.typeform.com'),
  /** Where a visitor answers a Typeform form: `{TYPEFORM_FORM_URL}/to/{form id}`. */
  TYPEFORM_FORM_URL: z.url('TYPEFORM_FORM_URL debe ser una URL.').default('https://form.typeform.com'),
  SURVEYMONKEY_API_URL: z
    .url('SURVEYMONKEY_API_URL debe ser una URL.')
    .default('https://api.surveymonkey.com'),
  /** Unset: each Mailchimp key's own data centre (`https://us21.api.mailchimp.com`); set: that base (tests). */
  MAILCHIMP_API_URL: z.url('MAILCHIMP_API_URL debe ser una URL.').optional(),
  /** Google Analytics 4's Measurement Protocol (`/mp/collect`) and its validation server (`/debug/mp/collect`). */
  GA4_API_URL: z.url('GA4_API_URL debe ser una URL.').default('https://www.google-analytics.com'),
  /** Unset: each Mixpanel project's residency host (`https://api-eu.mixpanel.com` for EU); set: that base (tests). */
  MIXPANEL_API_URL: z.url('MIXPANEL_API_URL debe ser una URL.').optional(),
  GITHUB_API_URL: z.url('GITHUB_API_URL debe ser una URL.').default('https://api.github.com'),
  /** Unset: each Zendesk account's own address (`https://empresa.zendesk.com`); set: that base (tests). */
  ZENDESK_API_URL: z.url('ZENDESK_API_URL debe ser una URL.').optional(),
  /** Unset: each Shopify store's own address (`https://tienda.myshopify.com`); set: that base (tests). */
  SHOPIFY_API_URL: z.url('SHOPIFY_API_URL debe ser una URL.').optional(),
  INTERCOM_API_URL: z.url('INTERCOM_API_URL debe ser una URL.').default('https://api.intercom.io'),
  TRELLO_API_URL: z.url('TRELLO_API_URL debe ser una URL.').default('https://api.trello.com'),
  ASANA_API_URL: z.url('ASANA_API_URL debe ser una URL.').default('https://app.asana.com'),
  MONDAY_API_URL: z.url('MONDAY_API_URL debe ser una URL.').default('https://api.monday.com'),
  /** Zoom's API (`/v2`), where the Zoom power creates meetings; and its OAuth server (`/oauth/token`). */
  ZOOM_API_URL: z.url('ZOOM_API_URL debe ser una URL.').default('https://api.zoom.us'),
  ZOOM_OAUTH_URL: z.url('ZOOM_OAUTH_URL debe ser una URL.').default('https://zoom.us'),
  /** Calendly's API v2, where the Calendly power makes single-use scheduling links. */
  CALENDLY_API_URL: z.url('CALENDLY_API_URL debe ser una URL.').default('https://api.calendly.com'),
  /** The public oEmbed endpoints the Figma and Canva powers read a design's title and preview from. */
  FIGMA_OEMBED_URL: z.url('FIGMA_OEMBED_URL debe ser una URL.').default('https://www.figma.com/api/oembed'),
  CANVA_OEMBED_URL: z
    .url('CANVA_OEMBED_URL debe ser una URL.')
    .default('https://api.canva.com/_spi/presentation/_oembed'),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  STRIPE_PRICE_STARTER: z.string().min(1).optional(),
  STRIPE_PRICE_MASTER: z.string().min(1).optional(),
  STRIPE_PRICE_LEGEND: z.string().min(1).optional(),
  STRIPE_API_URL: z.url('STRIPE_API_URL debe ser una URL.').default('https://api.stripe.com'),
  /** Mercado Pago's API, where the 'Cobrar' power makes the owner's checkouts and reads their payments. */
  MERCADOPAGO_API_URL: z.url('MERCADOPAGO_API_URL debe ser una URL.').default('https://api.mercadopago.com'),
  /** PayPal's REST API for the owners' Live apps, and for their Sandbox apps ('Cobrar' with PayPal). */
  PAYPAL_API_URL: z.url('PAYPAL_API_URL debe ser una URL.').default('https://api-m.paypal.com'),
  PAYPAL_SANDBOX_API_URL: z
    .url('PAYPAL_SANDBOX_API_URL debe ser una URL.')
    .default('https://api-m.sandbox.paypal.com'),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL debe empezar por redis:// o rediss://')
    .optional(),
  HTTP_ALLOWED_HOSTS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    )
    .refine((hosts) => hosts.every((host) => parseAllowedHost(host) !== null), {
      message: 'HTTP_ALLOWED_HOSTS debe ser una lista de host o host:puerto separados por comas.',
    }),
  RATE_LIMIT_AUTH_MAX: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_CHAT_MAX: z.coerce.number().int().min(1).default(120),
  RATE_LIMIT_FACTS_MAX: z.coerce.number().int().min(1).default(60),
  RATE_LIMIT_FLOW_SAVES_MAX: z.coerce.number().int().min(1).default(120),
  RATE_LIMIT_UPLOADS_MAX: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  /** How long a new contact or first conversation waits for others before the owner's digest mail. */
  DIGEST_DELAY_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(60 * 60 * 1000),
  /** How often each server copy looks for digests to send; 0 turns the digests off on this copy. */
  DIGEST_SWEEP_MS: z.coerce.number().int().min(0).default(60_000),
  /** How long a conversation waits for a person before the visitor is told and asked for a contact. */
  HANDOFF_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(DEFAULT_HANDOFF_TIMEOUT_MINUTES * 60 * 1000),
  /** How often each server copy looks for conversations nobody took in time; 0 turns it off on this copy. */
  HANDOFF_SWEEP_MS: z.coerce.number().int().min(0).default(30_000),
  /**
   * How often each server copy looks for knowledge sources to read (retries, and sources another copy
   * left); 0 turns the sweep off on this copy (a source added here is still read at once).
   */
  KNOWLEDGE_SWEEP_MS: z.coerce.number().int().min(0).default(5_000),
  /**
   * How often each server copy looks for power actions to run (issue #31: retries, and actions
   * another copy queued); 0 turns the sweep off on this copy (an action queued here still runs at once).
   */
  INTEGRATION_SWEEP_MS: z.coerce.number().int().min(0).default(5_000),
  /** How often the power waits (a checkout, a booking link) are swept: ended ones told, late ones expired. */
  POWER_WAIT_SWEEP_MS: z.coerce.number().int().min(0).default(30_000),
  /**
   * How often each server copy runs again the channels' incoming updates whose turn failed (issue
   * #33) and prunes old deliveries; 0 turns the sweep off on this copy.
   */
  CHANNEL_RETRY_SWEEP_MS: z.coerce.number().int().min(0).default(30_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFromEnv,
  WEB_DIST_DIR: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

/** Fully resolved configuration: secrets present, paths absolute. */
export type Config = Omit<Env, 'JWT_SECRET' | 'ENCRYPTION_KEY' | 'APP_ORIGIN'> & {
  JWT_SECRET: string;
  ENCRYPTION_KEY: string;
  APP_ORIGIN: string;
  dataDir: string;
  databaseKind: 'pglite' | 'postgres';
};

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Configuración inválida:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Reads and validates the environment. Missing secrets are generated once into
 * `DATA_DIR/secrets.json` and reused on every later start.
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'entorno'}: ${issue.message}`),
    );
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const secrets = readOrCreateSecrets(dataDir, env);
  return {
    ...env,
    ...secrets,
    APP_ORIGIN: (env.APP_ORIGIN ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseKind: env.DATABASE_URL ? 'postgres' : 'pglite',
  };
}

function readOrCreateSecrets(dataDir: string, env: Env): { JWT_SECRET: string; ENCRYPTION_KEY: string } {
  if (env.JWT_SECRET && env.ENCRYPTION_KEY) {
    return { JWT_SECRET: env.JWT_SECRET, ENCRYPTION_KEY: env.ENCRYPTION_KEY };
  }
  const file = path.join(dataDir, 'secrets.json');
  let stored: Partial<Record<'JWT_SECRET' | 'ENCRYPTION_KEY', string>> = {};
  try {
    stored = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    stored = {};
  }
  // Only generated secrets are written to disk; secrets given in the environment never are.
  const generated = {
    JWT_SECRET: stored.JWT_SECRET ?? randomBytes(48).toString('base64url'),
    ENCRYPTION_KEY: stored.ENCRYPTION_KEY ?? randomBytes(32).toString('hex'),
  };
  if (stored.JWT_SECRET !== generated.JWT_SECRET || stored.ENCRYPTION_KEY !== generated.ENCRYPTION_KEY) {
    writeFileSync(file, `${JSON.stringify(generated, null, 2)}\n`, { mode: 0o600 });
  }
  return {
    JWT_SECRET: env.JWT_SECRET ?? generated.JWT_SECRET,
    ENCRYPTION_KEY: env.ENCRYPTION_KEY ?? generated.ENCRYPTION_KEY,
  };
}
