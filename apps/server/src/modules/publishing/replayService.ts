import type { ConversationChannel } from '@plubot/contracts';
import { compileFlow, type ReplayOutcome, replayConversation } from '@plubot/engine';
import { getMaxMenuButtons } from '@plubot/flow';
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatMessages, chatSessions, plubots, users } from '../../db/schema';
import type { Language } from '../../i18n/translate';
import { getFlow } from '../flows/flowService';
import { readStoredFlow } from '../flows/readStoredFlow';

type Channel = ConversationChannel;

/** The last `limit` real conversations (the visitor wrote; no simulations) of a bot, newest first. */
async function lastConversations(db: Database, plubotId: string, version: number | null, limit: number) {
  const real = and(
    eq(chatSessions.plubotId, plubotId),
    eq(chatSessions.engaged, true),
    ne(chatSessions.channel, 'simulation'),
  );
  const pick = (where: ReturnType<typeof and>) =>
    db
      .select({ id: chatSessions.id, channel: chatSessions.channel })
      .from(chatSessions)
      .where(where)
      .orderBy(desc(chatSessions.createdAt), desc(chatSessions.id))
      .limit(limit);
  if (version !== null) {
    const live = await pick(and(real, eq(chatSessions.publishedVersion, version)));
    if (live.length > 0) return { source: 'live' as const, sessions: live };
  }
  return { source: 'recent' as const, sessions: await pick(real) };
}

/**
 * 'Probar con conversaciones reales' (issue #28): replays the visitors' replies of the bot's last
 * real conversations — the live version's, or the most recent ones when it has none yet — on the
 * saved draft, offline (`replayConversation` of `@plubot/engine`: nothing is sent, requested or
 * stored), each on its own channel, and reports per conversation whether the draft would answer the
 * same, differently, get stuck, or cannot be repeated offline. Ownership is checked by the caller.
 */
export async function replayOnDraft(
  db: Database,
  input: { plubotId: string; limit: number; language: Language },
) {
  const [bot] = await db
    .select({
      name: plubots.name,
      initialMessage: plubots.initialMessage,
      version: plubots.publishedVersion,
      plan: users.plan,
    })
    .from(plubots)
    .innerJoin(users, eq(users.id, plubots.ownerId))
    .where(eq(plubots.id, input.plubotId));
  const draft = await getFlow(db, input.plubotId);
  const flow = compileFlow(readStoredFlow(draft).graph);
  const { source, sessions } = await lastConversations(db, input.plubotId, bot?.version ?? null, input.limit);
  const ids = sessions.map((session) => session.id);
  const messages =
    ids.length === 0
      ? []
      : await db
          .select({
            sessionId: chatMessages.sessionId,
            seq: chatMessages.seq,
            role: chatMessages.role,
            text: chatMessages.text,
            buttons: chatMessages.buttons,
            format: chatMessages.format,
          })
          .from(chatMessages)
          .where(inArray(chatMessages.sessionId, ids))
          .orderBy(asc(chatMessages.sessionId), asc(chatMessages.seq));
  const bySession = new Map<string, typeof messages>();
  for (const message of messages) {
    const list = bySession.get(message.sessionId);
    if (list) list.push(message);
    else bySession.set(message.sessionId, [message]);
  }
  const outcomes: ReplayOutcome[] = [];
  for (const session of sessions) {
    outcomes.push(
      await replayConversation(
        flow,
        { name: bot?.name ?? '', initialMessage: bot?.initialMessage ?? '' },
        {
          flowRevision: draft.revision,
          channel: session.channel as Channel,
          maxButtons: getMaxMenuButtons(bot?.plan),
          language: input.language,
        },
        {
          id: session.id,
          messages: (bySession.get(session.id) ?? []).map(({ sessionId: _session, ...message }) => ({
            ...message,
            role: message.role === 'user' ? ('user' as const) : ('bot' as const),
            format: message.format === 'markdown' ? ('markdown' as const) : null,
          })),
        },
      ),
    );
  }
  const counts = { same: 0, different: 0, stuck: 0, unrepeatable: 0 };
  for (const outcome of outcomes) counts[outcome.verdict]++;
  return { source, draftRevision: draft.revision, report: { outcomes, counts } };
}
