import { formatMinorUnits, isPaymentCurrency } from '@plubot/flow';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { powerWaits } from '../../../db/schema';
import { getConnector, openConnectionForWebhook } from '../../connections/connectionService';
import {
  type AwaitEvent,
  createConnectorContext,
  type IncomingWebhook,
} from '../../connections/services/serviceConnector';
import { TEST_REFERENCE_PREFIX } from './requestAwaitLink';
import type { ResumeDeps } from './resumeWaitingConversation';
import { settleWait } from './settlePowerWaits';

/**
 * What the webhook's sender is answered: 200 once read (an event that names no wait of ours — one
 * of a 'Probar' link, `test_…`, too — or repeats one already taken, is simply acknowledged), 401
 * for a missing or wrong signature, 400 for a body that is not the service's, 404 for an address
 * naming no such connection, 503 when the service could not be asked what the event is (it sends
 * it again later).
 */
export type WebhookAnswer = 200 | 400 | 401 | 404 | 503;

/** The wait an event belongs to: by our reference, else by the service's id of what it made. */
async function findWait(deps: ResumeDeps, connectionId: string, event: AwaitEvent) {
  const byReference = event.reference ? eq(powerWaits.reference, event.reference) : undefined;
  const byExternal = eq(powerWaits.externalId, event.externalId);
  const [wait] = await deps.db
    .select()
    .from(powerWaits)
    .where(
      and(eq(powerWaits.connectionId, connectionId), byReference ? or(byReference, byExternal) : byExternal),
    )
    .limit(1);
  return wait;
}

/**
 * Takes one event of a verified webhook: a payment's amount and currency must be what was asked
 * (else it is noted on the wait and not taken); the wait is marked once — the service's id of the
 * payment or booking is unique per service, so the same webhook twice takes it once — and the
 * conversation goes on by 'Pagado' (`done`), or by 'No pagado' when it failed for good. A payment
 * that comes after the wait's time ran out is still recorded as paid.
 */
async function takeEvent(deps: ResumeDeps, connectionId: string, service: string, event: AwaitEvent) {
  // A link made by the editor's 'Probar' (paid or booked by the owner testing): no wait is its.
  if (event.outcome === 'pending' || event.reference?.startsWith(TEST_REFERENCE_PREFIX)) return;
  const wait = await findWait(deps, connectionId, event);
  if (!wait || wait.service !== service) return;
  if (event.outcome === 'done' && wait.amountMinor !== null) {
    const paid = event.paid;
    if (!paid || paid.minor !== wait.amountMinor || paid.currency.toUpperCase() !== wait.currency) {
      deps.log.warn({ waitId: wait.id }, 'power webhook: amount or currency other than asked');
      await deps.db
        .update(powerWaits)
        .set({ error: `paid ${paid?.minor ?? '?'} ${paid?.currency ?? '?'}` })
        .where(eq(powerWaits.id, wait.id));
      return;
    }
  }
  const outputs = {
    ...event.outputs,
    ...(event.outcome === 'done' && event.paid && isPaymentCurrency(event.paid.currency)
      ? { amountPaid: `${formatMinorUnits(event.paid.minor, event.paid.currency)} ${event.paid.currency}` }
      : {}),
  };
  const status = event.outcome === 'done' ? 'done' : 'failed';
  const taken = await deps.db
    .update(powerWaits)
    .set({ status, eventId: event.externalId.slice(0, 300), outputs, finishedAt: new Date() })
    .where(
      and(
        eq(powerWaits.id, wait.id),
        inArray(powerWaits.status, status === 'done' ? ['pending', 'expired'] : ['pending']),
        isNull(powerWaits.eventId),
      ),
    )
    .returning({ id: powerWaits.id })
    .catch((error: unknown) => {
      // The same payment already paid another wait (a unique id per service): taken once.
      if (isUniqueViolation(error)) return [];
      throw error;
    });
  // A wait already settled (its time ran out, and the conversation went on) is only recorded.
  if (taken.length === 0 || wait.settledAt !== null) return;
  await settleWait(deps, { id: wait.id, sessionId: wait.sessionId, nodeId: wait.nodeId, status, outputs });
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown; cause?: { code?: unknown } } | null)?.code;
  const causeCode = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === '23505' || causeCode === '23505';
}

/**
 * A service's webhook for one of the owners' connections (`POST /api/powers/webhooks/:service/:id`,
 * issue #32): verified with that connection's own secret by its connector before anything in it is
 * read, then each event is taken (`takeEvent`). A webhook of a service that sends none, or for a
 * connection that is gone, is 404.
 */
export async function receivePowerWebhook(
  deps: ResumeDeps,
  target: { service: string; connectionId: string },
  webhook: IncomingWebhook,
): Promise<WebhookAnswer> {
  const opened = await openConnectionForWebhook(
    deps.db,
    deps.config.ENCRYPTION_KEY,
    target.service,
    target.connectionId,
  );
  if (!opened) return 404;
  const read = getConnector(opened.service).readWebhook;
  if (!read) return 404;
  const reading = await read(createConnectorContext(deps.config), opened.credentials, webhook).catch(() => ({
    ok: false as const,
    reason: 'unreachable' as const,
  }));
  if (!reading.ok) return reading.reason === 'signature' ? 401 : reading.reason === 'malformed' ? 400 : 503;
  for (const event of reading.events) await takeEvent(deps, opened.id, opened.service, event);
  return 200;
}
