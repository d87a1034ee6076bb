import type { ConnectionChoice } from '@plubot/contracts';
import type { ChatCard } from '@plubot/engine';
import type { PowerChoiceKind } from '@plubot/flow';
import type { Config } from '../../../config';
import { type SafeHttpRequest, type SafeHttpResult, safeHttpRequest } from '../../../lib/safeHttpRequest';

/**
 * What the service said of a connection's credentials: accepted; refused; not reached; an unknown
 * model (OpenAI); or `notAllowed` — the credentials are fine but the account may not do what is
 * needed (Calendly's webhooks on its free plan), `reason` saying so whole.
 */
export type ConnectionCheck =
  | { ok: true }
  | { ok: false; kind: 'refused' | 'unreachable' | 'modelUnknown' | 'notAllowed'; reason: string };

/**
 * How one HTTP call of a connector goes out: through the SSRF-safe client, with the server's allowed
 * hosts and a timeout. Tests give a connector the real one, pointed at a local stand-in.
 */
export type ConnectorHttp = (
  request: SafeHttpRequest,
  options?: { maxResponseBytes?: number },
) => Promise<SafeHttpResult>;

/** What a connector needs of the server: its configuration (each service's `*_API_URL`) and HTTP. */
export interface ConnectorContext {
  config: Config;
  http: ConnectorHttp;
}

/**
 * An action's outcome. `retryable` failures (the network, a 429, a 5xx) are tried again by the job
 * queue, after `retryAfterMs` when the service said (`Retry-After`); others (401, 403, 404, 400)
 * fail at once. `refused` marks the connection itself as refused (401/403: the token was revoked).
 */
export type ActionOutcome =
  | {
      ok: true;
      found?: boolean;
      outputs?: Record<string, string | number | boolean | null>;
      /** Cards the bot shows with what was found (a shop's products: name, price, photo, link). */
      cards?: ChatCard[];
    }
  | ActionFailure;

/** An action's failure (see {@link ActionOutcome}). */
export type ActionFailure = {
  ok: false;
  retryable: boolean;
  retryAfterMs?: number;
  refused?: boolean;
  error: string;
};

/**
 * The conversation an action runs for: its id (`null` in the editor's simulation), the bot, and its
 * messages so far as plain text (read only when the action asks: a ticket's transcript).
 */
export interface ActionConversation {
  sessionId: string | null;
  plubotId: string | null;
  readTranscript(): Promise<string>;
}

/** What an action is run with: the inputs and fields the node filled from the conversation. */
export interface ActionRequest {
  inputs: Record<string, string>;
  fields: Record<string, string>;
  /** Absent when an action runs outside a conversation (a connector's own tests). */
  conversation?: ActionConversation;
  /** The visitor's language ('es', 'en') for what the action answers in words; Spanish when absent. */
  language?: string;
}

/**
 * What an `await` action (issue #32: a checkout, a booking link) is started with: its inputs, our
 * `reference` for this wait — sent to the service (a payment's external reference, metadata or
 * custom id; a booking link's `utm_content`) and read back from its webhook — where the service
 * posts its events for this connection, and where it sends the visitor back (the chat).
 */
export interface AwaitRequest extends ActionRequest {
  reference: string;
  webhookUrl: string;
  returnUrl: string;
  /** 'Cobrar': the amount checked against the owner's bounds, in minor units, and its currency. */
  charge?: { minor: number; currency: string; description: string };
}

/**
 * An `await` action started: the `url` the visitor opens (sent as a button), the service's own id
 * of what was created (a checkout session, a preference, an order), and outputs known already.
 */
export type AwaitStart =
  | { ok: true; url: string; externalId?: string; outputs?: Record<string, string | number | boolean | null> }
  | ActionFailure;

/** A webhook as it arrived: its headers (lower-case names), the raw body, and the query string. */
export interface IncomingWebhook {
  headers: Record<string, string | undefined>;
  rawBody: string;
  query: Record<string, string>;
}

/**
 * One thing a verified webhook told of: the wait it belongs to (`reference`, or `null` when only
 * `externalId` names it), whether it happened (`done`: paid, booked), failed for good, or is still
 * pending (ignored), the service's id of it (a payment's: the same event twice pays once), and for
 * payments the amount and currency paid — checked against what was asked before `done` counts.
 */
export interface AwaitEvent {
  reference: string | null;
  externalId: string;
  outcome: 'done' | 'failed' | 'pending';
  paid?: { minor: number; currency: string };
  outputs?: Record<string, string | number | boolean | null>;
}

/**
 * What a webhook said once verified: its events, or why it is refused — a missing or wrong
 * signature (answered 401), a body that is not the service's (400), or the service not answering a
 * call the reading needs (a payment read back by id; answered 503 so the service retries).
 */
export type WebhookReading =
  | { ok: true; events: AwaitEvent[] }
  | { ok: false; reason: 'signature' | 'malformed' | 'unreachable' };

/** One option a `choose` action offers (a free slot): its id comes back when the visitor picks it. */
export interface OfferedOption {
  id: string;
  label: string;
}

/** A `choose` action (issue #32: a calendar's free slots): offer options, then act on the one picked. */
export interface ChooseAction<Credentials> {
  /** The options to offer now (none: `found: false`, the node's 'no encontrado' way). */
  offer(
    ctx: ConnectorContext,
    credentials: Credentials,
    request: ActionRequest & { now: Date; language: string },
  ): Promise<{ ok: true; options: OfferedOption[] } | ActionFailure>;
  /**
   * Acts on the option picked: done with its outputs, or `taken` (the slot was booked meanwhile)
   * with fresh options to offer again — never a double booking.
   */
  pick(
    ctx: ConnectorContext,
    credentials: Credentials,
    request: ActionRequest & { now: Date; language: string; optionId: string },
  ): Promise<
    | { ok: true; outputs: Record<string, string | number | boolean | null> }
    | { ok: false; taken: true; options: OfferedOption[] }
    | ActionFailure
  >;
}

/**
 * One service a power acts through (issue #31): how its credentials are read and shown, how they
 * are checked ('Probar conexión'), its actions (ids of `POWER_ACTIONS[service]`) and the lists its
 * form offers (`POWER_CHOICE_KINDS`).
 */
export interface ServiceConnector<Credentials> {
  title: string;
  /** The one secret, shown only as its last four characters. */
  secretOf(credentials: Credentials): string;
  /** What is not secret and tells connections apart (shown to the owner). */
  settingsOf(credentials: Credentials): Record<string, string>;
  /** Reads stored credentials back (`undefined` when they no longer parse). */
  read(value: unknown): Credentials | undefined;
  check(ctx: ConnectorContext, credentials: Credentials): Promise<ConnectionCheck>;
  /**
   * Run once the service accepted new credentials, before they are stored: registers what the
   * service needs to call back (a Stripe or PayPal webhook at `webhookUrl`) and answers the
   * credentials to store (with the webhook's id and signing secret), or why it could not.
   */
  prepare?(
    ctx: ConnectorContext,
    credentials: Credentials,
    setup: { webhookUrl: string },
  ): Promise<{ ok: true; credentials: Credentials } | Extract<ConnectionCheck, { ok: false }>>;
  /** Run when the owner deletes the connection: removes what `prepare` registered (best effort). */
  forget?(ctx: ConnectorContext, credentials: Credentials): Promise<void>;
  actions?: Record<
    string,
    (ctx: ConnectorContext, credentials: Credentials, request: ActionRequest) => Promise<ActionOutcome>
  >;
  /** Its `await` actions (ids of `POWER_ACTIONS[service]` that run `await`). */
  awaits?: Record<
    string,
    (ctx: ConnectorContext, credentials: Credentials, request: AwaitRequest) => Promise<AwaitStart>
  >;
  /** Its `choose` actions. */
  chooses?: Record<string, ChooseAction<Credentials>>;
  /**
   * Verifies and reads a webhook the service posted for this connection (`POST
   * /api/powers/webhooks/:service/:connectionId`): the signature first, with the connection's
   * sealed secret; nothing unverified is read.
   */
  readWebhook?(
    ctx: ConnectorContext,
    credentials: Credentials,
    webhook: IncomingWebhook,
  ): Promise<WebhookReading>;
  choices?: Partial<
    Record<
      PowerChoiceKind,
      (
        ctx: ConnectorContext,
        credentials: Credentials,
        parent: string | undefined,
      ) => Promise<
        { ok: true; choices: ConnectionChoice[] } | { ok: false; error: string; refused?: boolean }
      >
    >
  >;
}

/** Longest a connector's call may take: a lookup runs while the visitor waits. */
export const CONNECTOR_TIMEOUT_MS = 10_000;

/** A connector's context on this server: calls through the SSRF-safe client, within the timeout. */
export function createConnectorContext(config: Config): ConnectorContext {
  return {
    config,
    http: (request, options) =>
      safeHttpRequest(
        { ...request, timeoutMs: Math.min(request.timeoutMs ?? CONNECTOR_TIMEOUT_MS, CONNECTOR_TIMEOUT_MS) },
        { allowedHosts: config.HTTP_ALLOWED_HOSTS, ...options },
      ),
  };
}
