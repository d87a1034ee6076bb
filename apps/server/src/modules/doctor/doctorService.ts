import { type BotHealth, completeHandoffSettings, type StoredHandoffSettings } from '@plubot/contracts';
import {
  type DoctorContext,
  type DoctorReport,
  examineFlow,
  getMaxMenuButtons,
  MESSAGING_CHANNELS,
  type MessagingChannel,
} from '@plubot/flow';
import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import {
  channelConnections,
  connections,
  discordIntegrations,
  flows,
  knowledgeSources,
  plubots,
  users,
  whatsappConnections,
} from '../../db/schema';
import type { Mailer } from '../../lib/mailer';
import { getFlow, presentFlow } from '../flows/flowService';
import { listLockedPowers } from '../plubots/powerAccess';
import { listFailingPowerNodes } from '../powers/integrationFailures';

/** What Bot Doctor needs from the server to judge a bot. */
export interface DoctorDeps {
  readonly db: Database;
  readonly config: Pick<Config, 'AI_BASE_URL' | 'ENCRYPTION_KEY' | 'NODE_ENV'>;
  readonly mailer: Pick<Mailer, 'kind'>;
  readonly log: FastifyBaseLogger;
}

/**
 * The context Bot Doctor's rules judge an owner's bots in: the menu buttons the owner's plan shows,
 * and which services really work here — an AI provider (`AI_BASE_URL`, or the owner's own OpenAI
 * connection), outgoing mail (SMTP; in
 * production the local outbox reaches nobody, elsewhere it is the operator's mailbox at /dev/mail) and Discord (one of the owner's integrations Discord accepted; a
 * node's own token is the rule's business), and the Pro powers the owner may not use now (no plan
 * with Pro powers, no running trial: `listLockedPowers`, the rule saves and conversations follow).
 */
export async function buildDoctorContext(deps: DoctorDeps, ownerId: string): Promise<DoctorContext> {
  const [[owner], [discord], owned, lockedPowers] = await Promise.all([
    deps.db.select({ plan: users.plan }).from(users).where(eq(users.id, ownerId)),
    deps.db
      .select({ active: count() })
      .from(discordIntegrations)
      .where(and(eq(discordIntegrations.userId, ownerId), eq(discordIntegrations.status, 'active'))),
    deps.db
      .select({ id: connections.id, service: connections.service, status: connections.status })
      .from(connections)
      .where(eq(connections.userId, ownerId)),
    listLockedPowers(deps.db, ownerId),
  ]);
  const ownConnections = owned.map((row) => ({
    id: row.id,
    service: row.service,
    active: row.status === 'active',
  }));
  return {
    maxMenuButtons: getMaxMenuButtons(owner?.plan) ?? null,
    services: {
      ai:
        Boolean(deps.config.AI_BASE_URL) ||
        ownConnections.some((connection) => connection.service === 'openai' && connection.active),
      mail: deps.mailer.kind === 'smtp' || deps.config.NODE_ENV !== 'production',
      discord: (discord?.active ?? 0) > 0,
      lockedPowers,
    },
    connections: ownConnections,
  };
}

/**
 * Bot Doctor's report on a bot's stored flow (ownership checked by the caller), with its context;
 * `draft` is the flow row to examine when the caller has already read it (publishing examines
 * exactly the revision it copies).
 */
export async function getDoctorReport(
  deps: DoctorDeps,
  ownerId: string,
  plubotId: string,
  draft?: Awaited<ReturnType<typeof getFlow>>,
): Promise<{ report: DoctorReport; context: DoctorContext }> {
  const [row, ownerContext, [bot], knowledge, failing, channels] = await Promise.all([
    draft ?? getFlow(deps.db, plubotId),
    buildDoctorContext(deps, ownerId),
    deps.db
      .select({ initialMessage: plubots.initialMessage, handoffSettings: plubots.handoffSettings })
      .from(plubots)
      .where(eq(plubots.id, plubotId)),
    countKnowledgeSources(deps.db, ownerId),
    listFailingPowerNodes(deps.db, ownerId),
    listBotChannels(deps.db, ownerId),
  ]);
  const context = withBot(
    ownerContext,
    bot && {
      ...bot,
      knowledge: knowledge.get(plubotId),
      failingPowerNodes: failing.get(plubotId),
      channels: channels.get(plubotId),
    },
  );
  return { report: examineStoredFlow(row, context, { key: deps.config.ENCRYPTION_KEY, ownerId }), context };
}

/**
 * The health of each of the owner's bots, oldest first. A bot whose examination fails (a bug in a
 * rule) is left out and logged, so one bot never hides the others' health.
 */
export async function listBotHealth(deps: DoctorDeps, ownerId: string): Promise<BotHealth[]> {
  const [rows, context, knowledge, failing, channels] = await Promise.all([
    deps.db
      .select({
        flow: flows,
        initialMessage: plubots.initialMessage,
        handoffSettings: plubots.handoffSettings,
      })
      .from(flows)
      .innerJoin(plubots, eq(flows.plubotId, plubots.id))
      .where(eq(plubots.ownerId, ownerId))
      .orderBy(asc(plubots.createdAt), asc(plubots.id)),
    buildDoctorContext(deps, ownerId),
    countKnowledgeSources(deps.db, ownerId),
    listFailingPowerNodes(deps.db, ownerId),
    listBotChannels(deps.db, ownerId),
  ]);
  const health: BotHealth[] = [];
  for (const { flow, ...bot } of rows) {
    try {
      const report = examineStoredFlow(
        flow,
        withBot(context, {
          ...bot,
          knowledge: knowledge.get(flow.plubotId),
          failingPowerNodes: failing.get(flow.plubotId),
          channels: channels.get(flow.plubotId),
        }),
        {
          key: deps.config.ENCRYPTION_KEY,
          ownerId,
        },
      );
      health.push({
        plubotId: flow.plubotId,
        score: report.score,
        blocking: report.blocking,
        findings: report.findings.length,
      });
    } catch (error) {
      deps.log.error({ err: error, plubotId: flow.plubotId }, 'Bot Doctor could not examine a stored flow');
    }
  }
  return health;
}

type KnowledgeCounts = NonNullable<DoctorContext['knowledge']>;

/** The knowledge sources of each of the owner's bots by state (bots without any: none). */
async function countKnowledgeSources(db: Database, ownerId: string): Promise<Map<string, KnowledgeCounts>> {
  const rows = await db
    .select({ plubotId: knowledgeSources.plubotId, status: knowledgeSources.status, sources: count() })
    .from(knowledgeSources)
    .innerJoin(plubots, eq(plubots.id, knowledgeSources.plubotId))
    .where(eq(plubots.ownerId, ownerId))
    .groupBy(knowledgeSources.plubotId, knowledgeSources.status);
  const counts = new Map<string, KnowledgeCounts>();
  for (const row of rows) {
    const bot = counts.get(row.plubotId) ?? { ready: 0, failed: 0, processing: 0 };
    const key = row.status === 'error' ? 'failed' : row.status;
    counts.set(row.plubotId, { ...bot, [key]: Number(row.sources) });
  }
  return counts;
}

/**
 * The messaging channels each of the owner's bots answers on (bots without any: none): WhatsApp by
 * QR once its number is linked (not while a QR waits), and each official channel connected to it —
 * one in error too, as it still answers when the provider recovers.
 */
async function listBotChannels(db: Database, ownerId: string): Promise<Map<string, MessagingChannel[]>> {
  const [official, linked] = await Promise.all([
    db
      .select({ plubotId: channelConnections.plubotId, channel: channelConnections.channel })
      .from(channelConnections)
      .innerJoin(plubots, eq(plubots.id, channelConnections.plubotId))
      .where(eq(plubots.ownerId, ownerId)),
    db
      .select({ plubotId: whatsappConnections.plubotId })
      .from(whatsappConnections)
      .innerJoin(plubots, eq(plubots.id, whatsappConnections.plubotId))
      .where(and(eq(plubots.ownerId, ownerId), eq(whatsappConnections.status, 'connected'))),
  ]);
  const named = new Map<string, Set<string>>();
  for (const { plubotId, channel } of [
    ...linked.map((row) => ({ ...row, channel: 'whatsapp' })),
    ...official,
  ]) {
    named.set(plubotId, (named.get(plubotId) ?? new Set()).add(channel));
  }
  const channels = new Map<string, MessagingChannel[]>();
  for (const [plubotId, names] of named) {
    channels.set(
      plubotId,
      MESSAGING_CHANNELS.filter((channel) => names.has(channel)),
    );
  }
  return channels;
}

/**
 * The owner's context for one bot: with its welcome from the creation lab, its inbox settings'
 * alerts, its knowledge sources by state and the messaging channels it answers on.
 */
function withBot(
  context: DoctorContext,
  bot:
    | {
        initialMessage: string | null;
        handoffSettings: StoredHandoffSettings | null;
        knowledge?: KnowledgeCounts | undefined;
        failingPowerNodes?: string[] | undefined;
        channels?: MessagingChannel[] | undefined;
      }
    | undefined,
): DoctorContext {
  const settings = bot?.handoffSettings ? completeHandoffSettings(bot.handoffSettings) : undefined;
  return {
    ...context,
    knowledge: bot?.knowledge ?? { ready: 0, failed: 0, processing: 0 },
    channels: bot?.channels ?? [],
    ...(bot?.failingPowerNodes ? { failingPowerNodes: bot.failingPowerNodes } : {}),
    ...(bot?.initialMessage ? { initialMessage: bot.initialMessage } : {}),
    ...(settings
      ? { handoffAlerts: { byEmail: settings.notifyByEmail, onChannels: settings.notifyChannels } }
      : {}),
  };
}

/** Examines a stored flow as the editor opens it (load clean-up, salvage), so both see the same graph. */
function examineStoredFlow(
  row: typeof flows.$inferSelect,
  context: DoctorContext,
  secrets: { key: string; ownerId: string },
): DoctorReport {
  const { flow } = presentFlow(row, secrets);
  return examineFlow({ nodes: flow.nodes, edges: flow.edges }, context);
}
