import type { ConnectionService } from '@plubot/contracts';
import { CONNECTION_CALLS_PER_MINUTE, getMonthlyIntegrationCalls } from '@plubot/flow';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { translate } from '../../i18n/translate';
import {
  getConnector,
  markConnectionRefused,
  openReadyConnection,
  refreshAfterRefusal,
} from '../connections/connectionService';
import {
  type ActionFailure,
  type ActionOutcome,
  type ActionRequest,
  type ConnectorContext,
  createConnectorContext,
  type ServiceConnector,
} from '../connections/services/serviceConnector';
import { readConversationText } from './readConversationText';

/** One power action to run with an owner's connection. */
export interface ConnectorActionJob {
  userId: string;
  connectionId: string | null;
  service: string;
  action: string;
  inputs: Record<string, string>;
  fields: Record<string, string>;
  /** The bot and conversation it runs for (none in the editor's simulation). */
  plubotId?: string | null;
  sessionId?: string | null;
  /** The visitor's language, for what the service's answer says in words (an order's status). */
  language?: string;
}

type Deps = { db: Database; config: Config };

const failure = (error: string, retryable = false, retryAfterMs?: number): ActionFailure => ({
  ok: false,
  retryable,
  error,
  ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
});

/**
 * Raises one usage counter (`integration_usage`) unless it reached `limit`, in one statement so
 * copies of the server never overshoot together; answers whether the call may go.
 */
async function reserve(db: Database, key: string, period: string, limit: number): Promise<boolean> {
  const result = (await db.execute(sql`
    insert into integration_usage as u (key, period, calls) values (${key}, ${period}, 1)
    on conflict (key, period) do update set calls = u.calls + 1 where u.calls < ${limit}
    returning calls`)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

/** The minute a per-connection rate counts in (UTC `YYYY-MM-DDTHH:MM`) and how long until the next. */
function minuteOf(now: Date): { period: string; leftMs: number } {
  return { period: now.toISOString().slice(0, 16), leftMs: 60_000 - (now.getTime() % 60_000) };
}

/**
 * Runs one power action with the owner's connection (issue #31); see {@link runWithConnection}.
 */
export function runConnectorAction(
  deps: Deps,
  job: ConnectorActionJob,
  now = new Date(),
): Promise<ActionOutcome> {
  return runWithConnection(deps, job, (connector) => connector.actions?.[job.action], now);
}

/** What a connector is asked to do with the opened credentials: `undefined` when it has no such action. */
export type ConnectionPerform<T> = (
  connector: ServiceConnector<unknown>,
) => ((ctx: ConnectorContext, credentials: unknown, request: ActionRequest) => Promise<T>) | undefined;

/** Whether an outcome is a failure that says the service refused the connection (401/403). */
function isRefusal(outcome: unknown): outcome is ActionFailure {
  return (
    typeof outcome === 'object' &&
    outcome !== null &&
    (outcome as { ok?: unknown }).ok === false &&
    (outcome as { refused?: unknown }).refused === true
  );
}

/**
 * Runs something with the owner's connection — a power action (issue #31), a `choose` action's
 * offer or pick, an `await` action's start (issue #32): the connection must be theirs, of
 * the action's service, and accepted by the service at its last check; the call counts against the
 * connection's rate (`CONNECTION_CALLS_PER_MINUTE`: over it, retry next minute) and the owner's plan
 * (`getMonthlyIntegrationCalls`: over it, fail). A 401/403 from the service marks the connection as
 * refused, so the owner sees it in Integraciones — for Salesforce, only once a refreshed token is
 * refused too (`refreshAfterRefusal`). Failures carry a short Spanish reason for the
 * owner's «Errores de integraciones»; the connector's own never contain a credential.
 */
export async function runWithConnection<T>(
  deps: Deps,
  job: ConnectorActionJob,
  perform: ConnectionPerform<T>,
  now = new Date(),
): Promise<T | ActionFailure> {
  const { db, config } = deps;
  const say = (key: string, params?: Record<string, string>) =>
    translate('es', `powers.failure.${key}`, params);
  const opened = job.connectionId
    ? await openReadyConnection(deps, job.userId, job.connectionId, job.service as ConnectionService)
    : undefined;
  if (!opened) return failure(say('connectionMissing'));
  if (opened.status === 'error') return failure(say('connectionRefused', { name: opened.name }));
  if (opened.unavailable) return failure(say('refreshUnavailable', { reason: opened.unavailable }), true);
  const run = perform(getConnector(opened.service));
  if (!run) return failure(say('actionUnknown', { action: job.action }));
  const request: ActionRequest = {
    inputs: job.inputs,
    fields: job.fields,
    ...(job.language ? { language: job.language } : {}),
    conversation: {
      sessionId: job.sessionId ?? null,
      plubotId: job.plubotId ?? null,
      readTranscript: () => (job.sessionId ? readConversationText(db, job.sessionId) : Promise.resolve('')),
    },
  };
  const minute = minuteOf(now);
  if (!(await reserve(db, `connection:${opened.id}`, minute.period, CONNECTION_CALLS_PER_MINUTE))) {
    return failure(
      say('connectionBusy', { limit: String(CONNECTION_CALLS_PER_MINUTE) }),
      true,
      minute.leftMs,
    );
  }
  const [owner] = await db.select({ plan: users.plan }).from(users).where(eq(users.id, job.userId));
  const monthly = getMonthlyIntegrationCalls(owner?.plan);
  if (!(await reserve(db, `user:${job.userId}`, now.toISOString().slice(0, 7), monthly))) {
    return failure(say('planLimit', { limit: String(monthly) }));
  }
  const act = (credentials: unknown): Promise<T | ActionFailure> =>
    run(createConnectorContext(config), credentials, request).catch(
      (error: unknown): ActionFailure => failure(say('unexpected', { reason: String(error).slice(0, 200) })),
    );
  let outcome = await act(opened.credentials);
  // Salesforce's token may have ended before its time: refreshed once, the action is tried again.
  if (isRefusal(outcome)) {
    const renewed = await refreshAfterRefusal(deps, opened);
    if (renewed?.refusedReason) return failure(renewed.refusedReason);
    if (renewed?.unavailable)
      return failure(say('refreshUnavailable', { reason: renewed.unavailable }), true);
    if (renewed) outcome = await act(renewed.credentials);
  }
  if (isRefusal(outcome)) await markConnectionRefused(db, opened.id, outcome.error);
  return outcome;
}
