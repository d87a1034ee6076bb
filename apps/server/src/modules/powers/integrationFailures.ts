import { type IntegrationFailuresResponse, POWERS } from '@plubot/contracts';
import { and, count, desc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { connections, integrationJobs, plubots } from '../../db/schema';
import { notifyOwner } from '../notifications/notifyOwner';

/** How far back the bot page and Bot Doctor look for failed power actions, and how many it lists. */
const RECENT_MS = 30 * 24 * 60 * 60 * 1000;
const LISTED = 50;
/** The owner hears of a bot's failing connection at most once in this time. */
const NOTIFY_EVERY_MS = 24 * 60 * 60 * 1000;

/**
 * A bot's power actions that failed for good in the last 30 days, newest first, and how many wait
 * to run: its page's «Errores de integraciones». The bot is known to be the caller's.
 */
export async function listIntegrationFailures(
  db: Database,
  plubotId: string,
  now = new Date(),
): Promise<IntegrationFailuresResponse> {
  const [rows, [pending]] = await Promise.all([
    db
      .select({
        id: integrationJobs.id,
        service: integrationJobs.service,
        action: integrationJobs.action,
        nodeId: integrationJobs.nodeId,
        connectionName: connections.name,
        error: integrationJobs.error,
        attempts: integrationJobs.attempts,
        finishedAt: integrationJobs.finishedAt,
      })
      .from(integrationJobs)
      .leftJoin(connections, eq(connections.id, integrationJobs.connectionId))
      .where(
        and(
          eq(integrationJobs.plubotId, plubotId),
          eq(integrationJobs.status, 'failed'),
          gt(integrationJobs.finishedAt, new Date(now.getTime() - RECENT_MS)),
        ),
      )
      .orderBy(desc(integrationJobs.finishedAt), desc(integrationJobs.id))
      .limit(LISTED),
    db
      .select({ value: count() })
      .from(integrationJobs)
      .where(and(eq(integrationJobs.plubotId, plubotId), eq(integrationJobs.status, 'pending'))),
  ]);
  return {
    failures: rows.map((row) => ({
      id: row.id,
      service: row.service,
      action: row.action,
      nodeId: row.nodeId,
      connectionName: row.connectionName,
      error: row.error ?? '',
      attempts: row.attempts,
      failedAt: (row.finishedAt ?? now).toISOString(),
    })),
    pending: Number(pending?.value ?? 0),
  };
}

/**
 * The power nodes of each of an owner's bots whose actions failed for good in the last 30 days (for
 * Bot Doctor), by bot.
 */
export async function listFailingPowerNodes(
  db: Database,
  ownerId: string,
  now = new Date(),
): Promise<Map<string, string[]>> {
  const rows = await db
    .selectDistinct({ plubotId: integrationJobs.plubotId, nodeId: integrationJobs.nodeId })
    .from(integrationJobs)
    .where(
      and(
        eq(integrationJobs.userId, ownerId),
        eq(integrationJobs.status, 'failed'),
        gt(integrationJobs.finishedAt, new Date(now.getTime() - RECENT_MS)),
      ),
    );
  const byBot = new Map<string, string[]>();
  for (const row of rows) {
    if (row.nodeId) byBot.set(row.plubotId, [...(byBot.get(row.plubotId) ?? []), row.nodeId]);
  }
  return byBot;
}

/**
 * Tells the owner that a power action of their bot failed for good — once a day per bot and
 * connection, however many fail: the bell and the digest link to the bot's error list.
 */
export async function notifyIntegrationFailure(
  db: Database,
  job: {
    id: string;
    plubotId: string;
    userId: string;
    connectionId: string | null;
    service: string;
    error: string;
  },
  now = new Date(),
): Promise<void> {
  const toldLately = await db
    .select({ id: integrationJobs.id })
    .from(integrationJobs)
    .where(
      and(
        eq(integrationJobs.plubotId, job.plubotId),
        eq(integrationJobs.service, job.service),
        eq(integrationJobs.notified, true),
        gt(integrationJobs.finishedAt, new Date(now.getTime() - NOTIFY_EVERY_MS)),
      ),
    )
    .limit(1);
  if (toldLately.length > 0) return;
  const [bot] = await db.select({ name: plubots.name }).from(plubots).where(eq(plubots.id, job.plubotId));
  if (!bot) return;
  await db.update(integrationJobs).set({ notified: true }).where(eq(integrationJobs.id, job.id));
  await notifyOwner(db, job.userId, {
    kind: 'integration_failed',
    plubotId: job.plubotId,
    botName: bot.name,
    // The owner reads the service's own name («Notion»), not its id.
    service: POWERS.find((power) => power.id === job.service)?.title ?? job.service,
    error: job.error,
  });
}
