import { type ChatTranscriptResponse, inputRequestSchema } from '@plubot/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatMessages, chatSessions, plubots, users } from '../../db/schema';
import { notFound } from '../../lib/AppError';
import { toMessageAuthor } from '../inbox/messageAuthor';

/** How many of a conversation's latest messages a resumed chat shows. */
export const TRANSCRIPT_MAX_MESSAGES = 200;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The channels whose visitor holds the session id (the chat page and the widget). */
const RESUMABLE_CHANNELS: ReadonlySet<string> = new Set(['web', 'widget']);

/**
 * A visitor's conversation with the bot `publicId`, to carry on after a reload: its latest
 * messages in order (at most `TRANSCRIPT_MAX_MESSAGES`), what the bot waits for now and whether it
 * ended. The route lets only the visitor ask (their credential, `requireVisitorToken`), as for a
 * reply. An unknown id, a session of another bot, and a conversation the visitor never held (the
 * editor's simulation, WhatsApp) all answer the same 404, so nothing tells them apart.
 */
export async function readTranscript(
  db: Database,
  sessionId: string,
  publicId: string,
): Promise<Omit<ChatTranscriptResponse, 'success'>> {
  if (!UUID.test(sessionId)) throw notFound('CHAT_SESSION_NOT_FOUND');
  const [session] = await db
    .select({
      ended: chatSessions.ended,
      state: chatSessions.state,
      channel: chatSessions.channel,
      publicId: plubots.publicId,
      handoffStatus: chatSessions.handoffStatus,
      agentName: users.name,
    })
    .from(chatSessions)
    .innerJoin(plubots, eq(plubots.id, chatSessions.plubotId))
    .leftJoin(users, eq(users.id, chatSessions.handlerId))
    .where(eq(chatSessions.id, sessionId));
  if (!session || session.publicId !== publicId || !RESUMABLE_CHANNELS.has(session.channel)) {
    throw notFound('CHAT_SESSION_NOT_FOUND');
  }

  const latest = await db
    .select({
      seq: chatMessages.seq,
      role: chatMessages.role,
      text: chatMessages.text,
      authorName: chatMessages.authorName,
      buttons: chatMessages.buttons,
      format: chatMessages.format,
      card: chatMessages.card,
    })
    .from(chatMessages)
    .where(eq(chatMessages.sessionId, sessionId))
    .orderBy(desc(chatMessages.seq))
    .limit(TRANSCRIPT_MAX_MESSAGES);
  const messages = latest.reverse().map((message) => ({
    seq: message.seq,
    from: toMessageAuthor(message.role),
    role: message.role === 'user' ? ('user' as const) : ('bot' as const),
    ...(message.authorName ? { author: message.authorName } : {}),
    text: message.text,
    ...(message.role === 'bot' && message.buttons?.length ? { buttons: message.buttons } : {}),
    ...(message.role === 'bot' && message.format ? { format: message.format } : {}),
    ...(message.role === 'bot' && message.card ? { card: message.card } : {}),
  }));

  const ended = session.ended || session.state.ended === true;
  // The state is the engine's: what it waits for decides the composer's mode (buttons, e-mail …).
  const waiting = inputRequestSchema.safeParse(session.state.input);
  const input = !ended && waiting.success ? waiting.data : { kind: 'none' as const };
  const handoff = session.handoffStatus === 'bot' || ended ? undefined : session.handoffStatus;
  return {
    sessionId,
    publicId: session.publicId,
    messages,
    input,
    ended,
    ...(handoff ? { handoff: { status: handoff, agentName: session.agentName } } : {}),
  };
}
