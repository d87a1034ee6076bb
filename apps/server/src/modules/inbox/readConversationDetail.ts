import type { ConversationDetailResponse } from '@plubot/contracts';
import { type ConversationState, conversationStateSchema } from '@plubot/engine';
import { getDefaultNodeLabel } from '@plubot/flow';
import { desc, eq } from 'drizzle-orm';
import { chatMessages, chatSessions } from '../../db/schema';
import { AppError } from '../../lib/AppError';
import { loadConversationFlow } from '../chat/chatService';
import { readLastLiveEventId } from '../live/liveEvents';
import { findInboxConversation } from './inboxRepository';
import type { InboxDeps } from './inboxService';
import { markConversationSeen } from './inboxService';
import { toMessageAuthor } from './messageAuthor';
import { readChannelWindow } from './readChannelWindow';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The most messages the conversation view shows (the latest ones). */
export const CONVERSATION_MAX_MESSAGES = 500;

/**
 * One conversation of the owner's bots as the inbox opens it: the whole transcript (its latest
 * {@link CONVERSATION_MAX_MESSAGES}), the variables captured, the bot's current buttons (quick
 * replies), where 'Devolver al bot' goes on by default and the nodes it may go on at (of the version
 * this conversation runs), and for WhatsApp Cloud, Messenger and Instagram Meta's window with the
 * contact (`readChannelWindow`). Opening it marks its messages as seen.
 */
export async function readConversationDetail(
  deps: InboxDeps,
  userId: string,
  sessionId: string,
): Promise<Omit<ConversationDetailResponse, 'success'>> {
  if (!UUID.test(sessionId)) throw new AppError('CONVERSATION_NOT_FOUND');
  const lastEventId = await readLastLiveEventId(deps.db, { ownerId: userId });
  const conversation = await findInboxConversation(deps.db, userId, sessionId);
  if (!conversation) throw new AppError('CONVERSATION_NOT_FOUND');
  const [session] = await deps.db
    .select({
      state: chatSessions.state,
      flowRevision: chatSessions.flowRevision,
      publishedVersion: chatSessions.publishedVersion,
    })
    .from(chatSessions)
    .where(eq(chatSessions.id, sessionId));
  if (!session) throw new AppError('CONVERSATION_NOT_FOUND');
  const latest = await deps.db
    .select({
      seq: chatMessages.seq,
      role: chatMessages.role,
      text: chatMessages.text,
      buttons: chatMessages.buttons,
      authorName: chatMessages.authorName,
      createdAt: chatMessages.createdAt,
    })
    .from(chatMessages)
    .where(eq(chatMessages.sessionId, sessionId))
    .orderBy(desc(chatMessages.seq))
    .limit(CONVERSATION_MAX_MESSAGES);
  await markConversationSeen(deps.db, sessionId);

  const parsed = conversationStateSchema.safeParse(session.state);
  const state: ConversationState | undefined = parsed.success ? parsed.data : undefined;
  const nodes = await readResumableNodes(deps, conversation.plubotId, session, state);
  const channelWindow = await readChannelWindow(deps.db, conversation);
  return {
    conversation: { ...conversation, unread: 0 },
    messages: latest.reverse().map((message) => ({
      seq: message.seq,
      from: toMessageAuthor(message.role),
      text: message.text,
      ...(message.buttons?.length ? { buttons: message.buttons } : {}),
      ...(message.authorName ? { author: message.authorName } : {}),
      at: message.createdAt.toISOString(),
    })),
    variables: state?.variables ?? {},
    quickReplies: state?.input.kind === 'choice' ? state.input.options : [],
    resumeNodeId: state?.handoff?.resumeNodeId ?? state?.currentNodeId ?? null,
    nodes,
    lastEventId,
    ...(channelWindow ? { channelWindow } : {}),
  };
}

/** The nodes of the conversation's flow version a person may give it back at (options are not steps). */
async function readResumableNodes(
  deps: InboxDeps,
  plubotId: string,
  session: { flowRevision: number; publishedVersion: number | null },
  state: ConversationState | undefined,
) {
  if (!state) return [];
  try {
    const { flow } = await loadConversationFlow(
      deps,
      { plubotId, flowRevision: session.flowRevision, publishedVersion: session.publishedVersion },
      state,
    );
    return [...flow.nodes.values()]
      .filter((node) => node.kind !== undefined && node.kind !== 'option')
      .map((node) => ({
        id: node.id,
        type: node.type,
        title:
          typeof node.data.label === 'string' && node.data.label.trim() !== ''
            ? node.data.label.trim()
            : getDefaultNodeLabel(node.kind as NonNullable<typeof node.kind>),
      }));
  } catch {
    return [];
  }
}
