import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import {
  achievements,
  activities,
  authTokens,
  botRecords,
  channelConnections,
  channelContactWindows,
  channelDeliveries,
  channelMessageStatuses,
  chatMessages,
  chatResults,
  chatSessions,
  connections,
  discordIntegrations,
  flowBackups,
  flows,
  flowVersions,
  gamificationFacts,
  integrationJobs,
  integrationUsage,
  knowledgeSources,
  knowledgeUnanswered,
  leads,
  plubots,
  powerWaits,
  progressEvents,
  publishedFlows,
  refreshTokens,
  unlocks,
  uploads,
  usage,
  users,
  whatsappConnections,
} from '../src/db/schema';

// The identities of every row an account owns, table by table: read from the database, and read
// from the account's export, so 'Descargar mis datos' can be held to every table (account.test.ts).

/** The ids (or identities) of every row of one account, table by table, read from the database. */
export async function readAccountRows(db: Database, userId: string) {
  const botIds = (await db.select({ id: plubots.id }).from(plubots).where(eq(plubots.ownerId, userId))).map(
    (row) => row.id,
  );
  const ofBots = botIds.length > 0 ? botIds : ['00000000-0000-0000-0000-000000000000'];
  const sessions = await db.select().from(chatSessions).where(inArray(chatSessions.plubotId, ofBots));
  const sessionIds = sessions.length > 0 ? sessions.map((row) => row.id) : ofBots;
  const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
  return {
    users: ids(await db.select().from(users).where(eq(users.id, userId))),
    plubots: botIds,
    flows: (await db.select().from(flows).where(inArray(flows.plubotId, ofBots))).map((row) => row.plubotId),
    flowVersions: ids(await db.select().from(flowVersions).where(inArray(flowVersions.plubotId, ofBots))),
    publishedFlows: (
      await db.select().from(publishedFlows).where(inArray(publishedFlows.plubotId, ofBots))
    ).map((row) => `${row.plubotId}:${row.version}`),
    flowBackups: ids(await db.select().from(flowBackups).where(inArray(flowBackups.plubotId, ofBots))),
    chatSessions: ids(sessions),
    chatMessages: ids(
      await db.select().from(chatMessages).where(inArray(chatMessages.sessionId, sessionIds)),
    ),
    powerWaits: ids(await db.select().from(powerWaits).where(inArray(powerWaits.plubotId, ofBots))),
    leads: ids(await db.select().from(leads).where(inArray(leads.plubotId, ofBots))),
    chatResults: (await db.select().from(chatResults).where(inArray(chatResults.plubotId, ofBots))).map(
      (row) => row.sessionId,
    ),
    botRecords: ids(await db.select().from(botRecords).where(inArray(botRecords.plubotId, ofBots))),
    whatsappConnections: (
      await db.select().from(whatsappConnections).where(inArray(whatsappConnections.plubotId, ofBots))
    ).map((row) => row.plubotId),
    channelConnections: ids(
      await db.select().from(channelConnections).where(inArray(channelConnections.plubotId, ofBots)),
    ),
    channelDeliveries: (
      await db.select().from(channelDeliveries).where(inArray(channelDeliveries.plubotId, ofBots))
    ).map((row) => `${row.channel}:${row.externalId}`),
    channelMessageStatuses: (
      await db.select().from(channelMessageStatuses).where(inArray(channelMessageStatuses.plubotId, ofBots))
    ).map((row) => row.externalId),
    channelContactWindows: (
      await db.select().from(channelContactWindows).where(inArray(channelContactWindows.plubotId, ofBots))
    ).map((row) => row.contact),
    progressEvents: ids(await db.select().from(progressEvents).where(eq(progressEvents.userId, userId))),
    achievements: (await db.select().from(achievements).where(eq(achievements.userId, userId))).map(
      (row) => row.achievementId,
    ),
    activities: ids(await db.select().from(activities).where(eq(activities.userId, userId))),
    unlocks: (await db.select().from(unlocks).where(eq(unlocks.userId, userId))).map(
      (row) => `${row.kind}:${row.itemId}`,
    ),
    gamificationFacts: ids(
      await db.select().from(gamificationFacts).where(eq(gamificationFacts.userId, userId)),
    ),
    usage: (await db.select().from(usage).where(eq(usage.ownerId, userId))).map(
      (row) => `${row.month}:${row.shard}`,
    ),
    uploads: ids(await db.select().from(uploads).where(eq(uploads.ownerId, userId))),
    discordIntegrations: ids(
      await db.select().from(discordIntegrations).where(eq(discordIntegrations.userId, userId)),
    ),
    connections: ids(await db.select().from(connections).where(eq(connections.userId, userId))),
    integrationJobs: ids(await db.select().from(integrationJobs).where(eq(integrationJobs.userId, userId))),
    integrationUsage: (
      await db
        .select()
        .from(integrationUsage)
        .where(eq(integrationUsage.key, `user:${userId}`))
    ).map((row) => `${row.key}:${row.period}`),
    knowledgeSources: ids(
      await db
        .select()
        .from(knowledgeSources)
        .innerJoin(plubots, eq(plubots.id, knowledgeSources.plubotId))
        .where(eq(plubots.ownerId, userId))
        .then((rows) => rows.map((row) => row.knowledge_sources)),
    ),
    knowledgeUnanswered: ids(
      await db
        .select()
        .from(knowledgeUnanswered)
        .innerJoin(plubots, eq(plubots.id, knowledgeUnanswered.plubotId))
        .where(eq(plubots.ownerId, userId))
        .then((rows) => rows.map((row) => row.knowledge_unanswered)),
    ),
    authTokens: ids(await db.select().from(authTokens).where(eq(authTokens.userId, userId))),
    refreshTokens: ids(await db.select().from(refreshTokens).where(eq(refreshTokens.userId, userId))),
  };
}

type Listed = { id: string };
type ExportedBot = Listed & {
  flow: { plubotId: string } | null;
  versions: Listed[];
  publishedVersions: { plubotId: string; version: number }[];
  backups: Listed[];
  conversations: (Listed & { messages: Listed[]; result: { sessionId: string } | null; waits: Listed[] })[];
  leads: Listed[];
  records: Listed[];
  whatsapp: { status: string } | null;
  channels: Listed[];
  channelDeliveries: { channel: string; externalId: string }[];
  channelMessageStatuses: { externalId: string }[];
  channelContactWindows: { contact: string }[];
  knowledge: { sources: Listed[]; unanswered: Listed[] };
};

/** The same identities as {@link readAccountRows}, read from an export. */
export function readExportRows(data: Record<string, unknown>) {
  const bots = data.plubots as ExportedBot[];
  const ids = (rows: Listed[]) => rows.map((row) => row.id);
  const list = <T>(key: string) => data[key] as T[];
  return {
    users: [(data.account as Listed).id],
    plubots: ids(bots),
    flows: bots.flatMap((bot) => (bot.flow ? [bot.flow.plubotId] : [])),
    flowVersions: bots.flatMap((bot) => ids(bot.versions)),
    publishedFlows: bots.flatMap((bot) =>
      bot.publishedVersions.map((row) => `${row.plubotId}:${row.version}`),
    ),
    flowBackups: bots.flatMap((bot) => ids(bot.backups)),
    chatSessions: bots.flatMap((bot) => ids(bot.conversations)),
    chatMessages: bots.flatMap((bot) => bot.conversations.flatMap((session) => ids(session.messages))),
    powerWaits: bots.flatMap((bot) => bot.conversations.flatMap((session) => ids(session.waits))),
    leads: bots.flatMap((bot) => ids(bot.leads)),
    chatResults: bots.flatMap((bot) =>
      bot.conversations.flatMap((session) => (session.result ? [session.result.sessionId] : [])),
    ),
    botRecords: bots.flatMap((bot) => ids(bot.records)),
    whatsappConnections: bots.flatMap((bot) => (bot.whatsapp ? [bot.id] : [])),
    channelConnections: bots.flatMap((bot) => ids(bot.channels)),
    channelDeliveries: bots.flatMap((bot) =>
      bot.channelDeliveries.map((row) => `${row.channel}:${row.externalId}`),
    ),
    channelMessageStatuses: bots.flatMap((bot) => bot.channelMessageStatuses.map((row) => row.externalId)),
    channelContactWindows: bots.flatMap((bot) => bot.channelContactWindows.map((row) => row.contact)),
    progressEvents: ids(list<Listed>('progressEvents')),
    achievements: list<{ achievementId: string }>('achievements').map((row) => row.achievementId),
    activities: ids(list<Listed>('activities')),
    unlocks: list<{ kind: string; itemId: string }>('unlocks').map((row) => `${row.kind}:${row.itemId}`),
    gamificationFacts: ids(list<Listed>('gamificationFacts')),
    usage: list<{ month: string; shard: number }>('usage').map((row) => `${row.month}:${row.shard}`),
    uploads: ids(list<Listed>('uploads')),
    discordIntegrations: ids(list<Listed>('discordIntegrations')),
    connections: ids(list<Listed>('connections')),
    integrationJobs: ids(list<Listed>('integrationJobs')),
    integrationUsage: list<{ key: string; period: string }>('integrationUsage').map(
      (row) => `${row.key}:${row.period}`,
    ),
    knowledgeSources: bots.flatMap((bot) => ids(bot.knowledge.sources)),
    knowledgeUnanswered: bots.flatMap((bot) => ids(bot.knowledge.unanswered)),
  };
}
