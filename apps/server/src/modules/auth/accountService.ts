import type { AccountExport, DeleteAccountBody } from '@plubot/contracts';
import { FLOW_VERSION, SECRET_MASK } from '@plubot/flow';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  achievements,
  activities,
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
  subscribers,
  unlocks,
  uploads,
  usage,
  users,
  whatsappConnections,
} from '../../db/schema';
import { AppError } from '../../lib/AppError';
import { openSecret } from '../../lib/secretBox';
import { maskNodeSecrets } from '../flows/nodeSecrets';
import { readStoredFlow } from '../flows/readStoredFlow';
import { getUser } from './authService';
import { verifyPassword } from './passwordHasher';

/**
 * Everything an account owns, for 'Descargar mis datos' and the Sanctuary's Modo Legado: the account
 * (without its password hash), each bot with its flow, versions, backups, conversations, leads,
 * records and WhatsApp link, and the account's progress ledger, achievements, activity, unlocks,
 * reported facts, usage, uploads and Discord integrations. Secrets never leave in clear: flow node
 * secrets (tokens, credential headers, the Slack webhook URL, credential URL query parameters — also
 * those saved in clear before they were secrets) and Discord tokens are masked ('••••' and, with
 * `encryptionKey`, their last four characters), WhatsApp credentials and session tokens stay out.
 */
export async function exportAccount(
  db: Database,
  userId: string,
  now = new Date(),
  encryptionKey = '',
): Promise<AccountExport> {
  const user = await getUser(db, userId);
  const bots = await db
    .select()
    .from(plubots)
    .where(eq(plubots.ownerId, user.id))
    .orderBy(asc(plubots.createdAt));
  const perBot = await readBotData(
    db,
    bots.map((bot) => bot.id),
  );
  const mask = <T extends { plubotId: string; nodes: unknown[]; edges: unknown[]; flowVersion: number }>(
    row: T,
  ): T => {
    const { graph } = readStoredFlow(row);
    return {
      ...row,
      nodes: maskNodeSecrets(graph.nodes, { key: encryptionKey, ownerId: user.id, plubotId: row.plubotId }),
      edges: graph.edges,
      flowVersion: FLOW_VERSION,
    };
  };

  const { passwordHash: _secret, googleSub, ...account } = user;
  return {
    format: 'plubot-account-export',
    version: 1,
    exportedAt: now.toISOString(),
    account: { ...account, signsInWithGoogle: googleSub !== null, hasPassword: user.passwordHash !== null },
    plubots: bots.map((bot) => {
      const flow = perBot.flows.find((row) => row.plubotId === bot.id);
      const whatsapp = perBot.whatsapp.find((row) => row.plubotId === bot.id);
      return {
        ...bot,
        flow: flow ? mask(flow) : null,
        versions: ofBot(perBot.versions, bot.id).map(mask),
        // What visitors got: each published version, the live one named by `publishedVersion`.
        publishedVersions: ofBot(perBot.published, bot.id).map(mask),
        backups: ofBot(perBot.backups, bot.id).map(mask),
        conversations: ofBot(perBot.sessions, bot.id).map(({ state: _state, ...session }) => ({
          ...session,
          messages: perBot.messages.filter((message) => message.sessionId === session.id),
          // What the conversation collected (its answers), when it collected anything.
          result: perBot.results.find((result) => result.sessionId === session.id) ?? null,
          // Its payments and booking links (issue #32): what was asked, and how each ended.
          waits: perBot.waits
            .filter((wait) => wait.sessionId === session.id)
            .map(({ lockedUntil: _lease, ...wait }) => wait),
        })),
        leads: ofBot(perBot.leads, bot.id),
        records: ofBot(perBot.records, bot.id),
        // The owner's documents as they added them (passages are derived from them, not exported).
        knowledge: {
          sources: ofBot(perBot.knowledgeSources, bot.id).map(
            ({ content, lockedUntil: _lease, ...source }) => ({
              ...source,
              contentBase64: content ? Buffer.from(content).toString('base64') : null,
            }),
          ),
          unanswered: ofBot(perBot.unanswered, bot.id),
        },
        whatsapp: whatsapp
          ? {
              status: whatsapp.status,
              phoneNumber: whatsapp.phoneNumber,
              createdAt: whatsapp.createdAt,
              updatedAt: whatsapp.updatedAt,
            }
          : null,
        // Official channels (issue #33): their state and public details, never the token or secret.
        channels: ofBot(perBot.channels, bot.id).map(
          ({ sealedCredentials: _sealed, webhookSecretHash: _secret, ...channel }) => channel,
        ),
        // The updates and messages each channel took or sent (kept for exactly-once), with the state
        // of each update's turn and, while it may run again, the event it answers.
        channelDeliveries: ofBot(perBot.channelDeliveries, bot.id),
        // Meta's channels: what became of each message sent, and when each contact last wrote.
        channelMessageStatuses: ofBot(perBot.channelMessageStatuses, bot.id),
        channelContactWindows: ofBot(perBot.channelContactWindows, bot.id),
      };
    }),
    ...(await readAccountData(db, user.id, encryptionKey)),
  };
}

/** The rows of a list that belong to one bot. */
function ofBot<T extends { plubotId: string }>(rows: T[], plubotId: string): T[] {
  return rows.filter((row) => row.plubotId === plubotId);
}

/** Every row hanging from the given bots, read in a few queries. */
async function readBotData(db: Database, botIds: string[]) {
  if (botIds.length === 0) {
    return {
      flows: [],
      versions: [],
      published: [],
      backups: [],
      sessions: [],
      messages: [],
      results: [],
      leads: [],
      records: [],
      whatsapp: [],
      channels: [],
      channelDeliveries: [],
      channelMessageStatuses: [],
      channelContactWindows: [],
      knowledgeSources: [],
      unanswered: [],
      waits: [],
    };
  }
  const [
    flowRows,
    versions,
    published,
    backups,
    sessions,
    leadRows,
    records,
    whatsapp,
    results,
    sourceRows,
    unansweredRows,
    waitRows,
    channelRows,
    deliveryRows,
    statusRows,
    windowRows,
  ] = await Promise.all([
    db.select().from(flows).where(inArray(flows.plubotId, botIds)),
    db
      .select()
      .from(flowVersions)
      .where(inArray(flowVersions.plubotId, botIds))
      .orderBy(asc(flowVersions.revision)),
    db
      .select()
      .from(publishedFlows)
      .where(inArray(publishedFlows.plubotId, botIds))
      .orderBy(asc(publishedFlows.version)),
    db
      .select()
      .from(flowBackups)
      .where(inArray(flowBackups.plubotId, botIds))
      .orderBy(asc(flowBackups.createdAt)),
    db
      .select()
      .from(chatSessions)
      .where(inArray(chatSessions.plubotId, botIds))
      .orderBy(asc(chatSessions.createdAt)),
    db.select().from(leads).where(inArray(leads.plubotId, botIds)).orderBy(asc(leads.createdAt)),
    db
      .select()
      .from(botRecords)
      .where(inArray(botRecords.plubotId, botIds))
      .orderBy(asc(botRecords.collection), asc(botRecords.createdAt)),
    db.select().from(whatsappConnections).where(inArray(whatsappConnections.plubotId, botIds)),
    db.select().from(chatResults).where(inArray(chatResults.plubotId, botIds)),
    db
      .select()
      .from(knowledgeSources)
      .where(inArray(knowledgeSources.plubotId, botIds))
      .orderBy(asc(knowledgeSources.createdAt)),
    db
      .select()
      .from(knowledgeUnanswered)
      .where(inArray(knowledgeUnanswered.plubotId, botIds))
      .orderBy(asc(knowledgeUnanswered.createdAt)),
    db
      .select()
      .from(powerWaits)
      .where(inArray(powerWaits.plubotId, botIds))
      .orderBy(asc(powerWaits.createdAt)),
    db.select().from(channelConnections).where(inArray(channelConnections.plubotId, botIds)),
    db
      .select()
      .from(channelDeliveries)
      .where(inArray(channelDeliveries.plubotId, botIds))
      .orderBy(asc(channelDeliveries.createdAt)),
    db.select().from(channelMessageStatuses).where(inArray(channelMessageStatuses.plubotId, botIds)),
    db.select().from(channelContactWindows).where(inArray(channelContactWindows.plubotId, botIds)),
  ]);
  const sessionIds = sessions.map((session) => session.id);
  const messages =
    sessionIds.length === 0
      ? []
      : await db
          .select()
          .from(chatMessages)
          .where(inArray(chatMessages.sessionId, sessionIds))
          .orderBy(asc(chatMessages.sessionId), asc(chatMessages.seq));
  return {
    flows: flowRows,
    versions,
    published,
    backups,
    sessions,
    messages,
    results,
    leads: leadRows,
    records,
    whatsapp,
    channels: channelRows,
    channelDeliveries: deliveryRows,
    channelMessageStatuses: statusRows,
    channelContactWindows: windowRows,
    knowledgeSources: sourceRows,
    unanswered: unansweredRows,
    waits: waitRows,
  };
}

/** The account's own rows outside its bots: progress, unlocks, facts, usage, uploads, Discord. */
async function readAccountData(db: Database, userId: string, encryptionKey: string) {
  const [
    achievementRows,
    activityRows,
    progressRows,
    unlockRows,
    factRows,
    usageRows,
    uploadRows,
    discordRows,
    connectionRows,
    jobRows,
    integrationUsageRows,
  ] = await Promise.all([
    db
      .select()
      .from(achievements)
      .where(eq(achievements.userId, userId))
      .orderBy(asc(achievements.unlockedAt)),
    db.select().from(activities).where(eq(activities.userId, userId)).orderBy(asc(activities.createdAt)),
    db
      .select()
      .from(progressEvents)
      .where(eq(progressEvents.userId, userId))
      .orderBy(asc(progressEvents.createdAt)),
    db.select().from(unlocks).where(eq(unlocks.userId, userId)).orderBy(asc(unlocks.createdAt)),
    db
      .select()
      .from(gamificationFacts)
      .where(eq(gamificationFacts.userId, userId))
      .orderBy(asc(gamificationFacts.createdAt)),
    db.select().from(usage).where(eq(usage.ownerId, userId)).orderBy(asc(usage.month), asc(usage.shard)),
    db.select().from(uploads).where(eq(uploads.ownerId, userId)).orderBy(asc(uploads.createdAt)),
    db
      .select()
      .from(discordIntegrations)
      .where(eq(discordIntegrations.userId, userId))
      .orderBy(asc(discordIntegrations.createdAt)),
    db.select().from(connections).where(eq(connections.userId, userId)).orderBy(asc(connections.createdAt)),
    db
      .select()
      .from(integrationJobs)
      .where(eq(integrationJobs.userId, userId))
      .orderBy(asc(integrationJobs.createdAt)),
    db
      .select()
      .from(integrationUsage)
      .where(eq(integrationUsage.key, `user:${userId}`))
      .orderBy(asc(integrationUsage.period)),
  ]);
  return {
    achievements: achievementRows,
    activities: activityRows,
    progressEvents: progressRows,
    unlocks: unlockRows,
    gamificationFacts: factRows,
    usage: usageRows,
    uploads: uploadRows.map(({ data, ...upload }) => ({ ...upload, dataBase64: data.toString('base64') })),
    discordIntegrations: discordRows.map(({ sealedToken, ...integration }) => ({
      ...integration,
      token: maskSealed(sealedToken, encryptionKey),
    })),
    // The credentials stay out; the owner sees which account each connection is by its settings.
    connections: connectionRows.map(({ sealedCredentials: _sealed, ...connection }) => connection),
    // The power actions the bots queued (what was sent where, and what the service answered).
    integrationJobs: jobRows,
    integrationUsage: integrationUsageRows,
  };
}

/** A sealed secret as '••••' and, when it opens with the key, its last four characters. */
function maskSealed(sealed: string, encryptionKey: string): string {
  const secret = encryptionKey ? openSecret(encryptionKey, sealed) : null;
  return secret === null ? SECRET_MASK : `${SECRET_MASK}${secret.slice(-4)}`;
}

/**
 * Erases the account after it is confirmed — by its password, or by typing its e-mail when it signs
 * in only with Google. Every bot, flow, version, backup, conversation, lead, upload, session and
 * WhatsApp link goes with it (the database cascades from the account), and so does a newsletter
 * subscription of its e-mail.
 */
export async function deleteAccount(db: Database, userId: string, body: DeleteAccountBody): Promise<void> {
  const user = await getUser(db, userId);
  if (user.passwordHash) {
    if (!body.password || !(await verifyPassword(user.passwordHash, body.password))) {
      throw new AppError('ACCOUNT_PASSWORD_WRONG', { fieldErrors: { password: ['ACCOUNT_PASSWORD_WRONG'] } });
    }
  } else if ((body.confirm_email ?? '').toLowerCase() !== user.email.toLowerCase()) {
    throw new AppError('ACCOUNT_CONFIRMATION_MISMATCH', {
      fieldErrors: { confirm_email: ['ACCOUNT_CONFIRMATION_MISMATCH'] },
    });
  }
  await db.transaction(async (tx) => {
    // The power actions' counters name the account and its connections without a foreign key.
    const ownConnections = await tx
      .select({ id: connections.id })
      .from(connections)
      .where(eq(connections.userId, user.id));
    await tx
      .delete(integrationUsage)
      .where(
        inArray(integrationUsage.key, [
          `user:${user.id}`,
          ...ownConnections.map((connection) => `connection:${connection.id}`),
        ]),
      );
    await tx.delete(users).where(eq(users.id, user.id));
    await tx.delete(subscribers).where(eq(subscribers.email, user.email));
  });
}
