import {
  API,
  buildEndpointPath,
  type ConversationActionResponse,
  type ConversationDetailResponse,
  type InboxFilter,
  type InboxResponse,
} from '@plubot/contracts';
import { ApiError, openApiStream } from '../../../lib/apiClient';
import { callApi } from '../../../lib/callApi';

/** Every query of the inbox starts with this key: invalidating it refreshes lists, badges and the open conversation. */
export const INBOX_QUERY_KEY = ['inbox'] as const;

/** Which list to read: one bot's or every bot's, a filter, a search. */
export interface InboxListParams {
  plubotId: string | null;
  status: InboxFilter | null;
  search: string;
}

/** The unfiltered list of every bot: the header's badge and the profile's per-bot counts read it. */
export const INBOX_SUMMARY_PARAMS: InboxListParams = { plubotId: null, status: null, search: '' };

export const inboxListKey = (params: InboxListParams) => [...INBOX_QUERY_KEY, 'list', params] as const;
export const inboxListPrefix = [...INBOX_QUERY_KEY, 'list'] as const;
export const conversationKey = (sessionId: string) =>
  [...INBOX_QUERY_KEY, 'conversation', sessionId] as const;

/** `GET /api/inbox` or `GET /api/plubots/:id/inbox`: conversations by newest activity and the badge counts. */
export function fetchInbox(params: InboxListParams, signal?: AbortSignal): Promise<InboxResponse> {
  const query = {
    ...(params.status ? { status: params.status } : {}),
    ...(params.search.trim() ? { search: params.search.trim() } : {}),
  };
  const options = { query, ...(signal ? { signal } : {}) };
  return params.plubotId
    ? callApi(API.listBotInbox, { params: { id: params.plubotId }, ...options })
    : callApi(API.listInbox, options);
}

/** `GET /api/conversations/:sessionId`: the whole transcript, variables, quick replies and nodes. */
export function fetchConversation(
  sessionId: string,
  signal?: AbortSignal,
): Promise<ConversationDetailResponse> {
  return callApi(API.getConversation, { params: { sessionId }, ...(signal ? { signal } : {}) });
}

/** The actions of a person on a conversation, as the server answers them. */
export const conversationActions = {
  take: (sessionId: string): Promise<ConversationActionResponse> =>
    callApi(API.takeConversation, { params: { sessionId } }),
  send: (sessionId: string, text: string): Promise<ConversationActionResponse> =>
    callApi(API.sendPersonMessage, { params: { sessionId }, body: { text } }),
  giveBack: (sessionId: string, nodeId: string | null): Promise<ConversationActionResponse> =>
    callApi(API.returnToBot, { params: { sessionId }, body: nodeId ? { nodeId } : {} }),
  close: (sessionId: string): Promise<ConversationActionResponse> =>
    callApi(API.closeConversation, { params: { sessionId } }),
};

/** Tells the visitor a person is writing (`POST /api/conversations/:sessionId/typing`). */
export function sendPersonTyping(sessionId: string): Promise<unknown> {
  return callApi(API.personTyping, { params: { sessionId } });
}

/** A stream is kept open for hours; the idle watchdog of `createLiveStream` notices a dead one. */
const STREAM_MAX_MS = 6 * 60 * 60 * 1000;

/** Opens the owner's live stream (`GET /api/inbox/events`) with the bearer token, resuming after `lastEventId`. */
export async function openInboxStream(
  lastEventId: string | null,
  signal: AbortSignal,
): Promise<ReadableStream<Uint8Array>> {
  const response = await openApiStream(buildEndpointPath(API.inboxEvents.path), {
    headers: { accept: 'text/event-stream', ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
    signal,
    timeoutMs: STREAM_MAX_MS,
  });
  const type = response.headers.get('content-type') ?? '';
  if (!response.body || !type.includes('text/event-stream')) {
    void response.body?.cancel().catch(() => undefined);
    throw new ApiError(response.status, '', 'INVALID_RESPONSE');
  }
  return response.body;
}

/** A failure of the stream worth no other try: the session is over or the account may not read it. */
export function isFinalStreamFailure(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}
