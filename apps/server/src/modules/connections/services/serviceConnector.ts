import type { ConnectionChoice } from '@plubot/contracts';
import type { PowerChoiceKind } from '@plubot/flow';
import type { Config } from '../../../config';
import { type SafeHttpRequest, type SafeHttpResult, safeHttpRequest } from '../../../lib/safeHttpRequest';

/** What the service said of a connection's credentials. */
export type ConnectionCheck =
  | { ok: true }
  | { ok: false; kind: 'refused' | 'unreachable' | 'modelUnknown'; reason: string };

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
  | { ok: true; found?: boolean; outputs?: Record<string, string | number | boolean | null> }
  | { ok: false; retryable: boolean; retryAfterMs?: number; refused?: boolean; error: string };

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
  actions?: Record<
    string,
    (ctx: ConnectorContext, credentials: Credentials, request: ActionRequest) => Promise<ActionOutcome>
  >;
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
