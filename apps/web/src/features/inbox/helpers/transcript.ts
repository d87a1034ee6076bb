import type {
  ConversationActionResponse,
  ConversationDetailResponse,
  ConversationMessage,
  InboxConversation,
  LiveEvent,
} from '@plubot/contracts';

/** The messages of both lists once each (by `seq`, the newer copy wins), in conversation order. */
export function mergeMessages(
  existing: readonly ConversationMessage[],
  added: readonly ConversationMessage[],
): ConversationMessage[] {
  const bySeq = new Map<number, ConversationMessage>();
  for (const message of existing) bySeq.set(message.seq, message);
  for (const message of added) bySeq.set(message.seq, message);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/** The conversation's row after a live event about it (a message or a change of who answers). */
export function applyEventToConversation(
  conversation: InboxConversation,
  event: LiveEvent,
): InboxConversation {
  if (event.sessionId !== conversation.sessionId) return conversation;
  if (event.type === 'message') {
    const { from, text, at } = event.message;
    const isNewer = !conversation.lastMessage || conversation.lastMessage.at <= at;
    if (!isNewer) return conversation;
    return { ...conversation, lastMessage: { from, text, at }, updatedAt: at };
  }
  if (event.type === 'status') {
    const holder = conversation.handledBy;
    const handledBy =
      event.status !== 'person'
        ? null
        : holder && holder.name === event.agentName
          ? holder
          : { id: '', name: event.agentName ?? '' };
    return {
      ...conversation,
      status: event.status,
      handledBy,
      waitingSince:
        event.status === 'waiting' ? (conversation.waitingSince ?? new Date().toISOString()) : null,
    };
  }
  return conversation;
}

/** The open conversation after a live event: a new message joins the transcript at once, a status changes its chip. */
export function applyEventToDetail(
  detail: ConversationDetailResponse,
  event: LiveEvent,
): ConversationDetailResponse {
  if (event.sessionId !== detail.conversation.sessionId || event.type === 'typing') return detail;
  const conversation = applyEventToConversation(detail.conversation, event);
  const messages =
    event.type === 'message' ? mergeMessages(detail.messages, [event.message]) : detail.messages;
  return { ...detail, conversation, messages };
}

/** The open conversation after an action of the person (take, send, give back, close) answered. */
export function applyActionToDetail(
  detail: ConversationDetailResponse,
  result: ConversationActionResponse,
): ConversationDetailResponse {
  if (result.conversation.sessionId !== detail.conversation.sessionId) return detail;
  return {
    ...detail,
    conversation: result.conversation,
    messages: mergeMessages(detail.messages, result.messages),
  };
}
