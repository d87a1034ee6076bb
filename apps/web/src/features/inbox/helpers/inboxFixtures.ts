import type { ConversationDetailResponse, ConversationMessage, InboxConversation } from '@plubot/contracts';

/** A conversation of the inbox for tests. */
export function makeConversation(overrides: Partial<InboxConversation> = {}): InboxConversation {
  return {
    sessionId: 's1',
    plubotId: 'b1',
    botName: 'Pluto',
    channel: 'web',
    contact: null,
    status: 'bot',
    handledBy: null,
    waitingSince: null,
    lastMessage: { from: 'visitor', text: 'Hola', at: '2025-01-01T10:00:00.000Z' },
    unread: 0,
    publishedVersion: 2,
    updatedAt: '2025-01-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeMessage(seq: number, overrides: Partial<ConversationMessage> = {}): ConversationMessage {
  return { seq, from: 'visitor', text: `m${seq}`, at: `2025-01-01T10:0${seq}:00.000Z`, ...overrides };
}

export function makeDetail(overrides: Partial<ConversationDetailResponse> = {}): ConversationDetailResponse {
  return {
    success: true,
    conversation: makeConversation(),
    messages: [makeMessage(1), makeMessage(2, { from: 'bot' })],
    variables: {},
    quickReplies: [],
    resumeNodeId: null,
    nodes: [],
    lastEventId: '0',
    ...overrides,
  };
}
