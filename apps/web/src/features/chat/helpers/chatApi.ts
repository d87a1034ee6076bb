import {
  API,
  buildEndpointPath,
  type ChatTranscriptResponse,
  type publicPlubotResponseSchema,
  VISITOR_TOKEN_HEADER,
} from '@plubot/contracts';
import type { z } from 'zod';
import { callApi } from '../../../lib/callApi';
import type { ChatReply, ChatTurn } from '../types';

/** A bot as anyone with its link sees it: name, colour, greeting and the widget's look. */
export type PublicPlubot = z.infer<typeof publicPlubotResponseSchema>['plubot'];

/** What the chat API answers to a start or a reply (the start also the visitor's credential). */
export interface ChatTurnAnswer extends ChatTurn {
  sessionId: string;
  visitorToken?: string;
}

/**
 * A visitor's conversation: its id and the credential its start answered. Replies and the
 * transcript are authorised by the credential (issue #29), never by the id alone.
 */
export interface VisitorSession {
  sessionId: string;
  visitorToken: string;
}

/** The request header of the visitor's credential, `x-visitor-token`. */
const credentialOf = (session: VisitorSession) => ({ [VISITOR_TOKEN_HEADER]: session.visitorToken });

/**
 * `GET /api/public/plubots/:publicId` (no sign-in). With `theme` (the widget's `?theme=`), the server
 * answers it as `embed.theme` only if the bot's owner unlocked it, else the bot's saved or a free one.
 */
export async function fetchPublicPlubot(
  publicId: string,
  theme?: string,
  signal?: AbortSignal,
): Promise<PublicPlubot> {
  const body = await callApi(API.publicPlubot, {
    params: { publicId },
    ...(theme ? { query: { theme } } : {}),
    ...(signal ? { signal } : {}),
  });
  return body.plubot;
}

/** `POST /api/chat/:publicId/start`: a new conversation on the page or in the widget. */
export function startChatSession(publicId: string, channel: 'web' | 'widget'): Promise<ChatTurnAnswer> {
  return callApi(API.startChat, { params: { publicId }, body: { channel } });
}

/**
 * `POST /api/chat/sessions/:sessionId/reply` with the typed text or the pressed button, and the
 * visitor's credential in `x-visitor-token`.
 */
export function sendChatReply(session: VisitorSession, reply: ChatReply): Promise<ChatTurnAnswer> {
  const body = 'optionId' in reply ? { optionId: reply.optionId } : { text: reply.text };
  return callApi(API.replyChat, {
    params: { sessionId: session.sessionId },
    body,
    headers: credentialOf(session),
  });
}

/**
 * `GET /api/chat/sessions/:sessionId?publicId=…` with the visitor's credential in
 * `x-visitor-token`: the visitor's conversation so far, to carry on.
 */
export function fetchChatTranscript(
  session: VisitorSession,
  publicId: string,
): Promise<ChatTranscriptResponse> {
  return callApi(API.chatTranscript, {
    params: { sessionId: session.sessionId },
    query: { publicId },
    headers: credentialOf(session),
  });
}

/**
 * The address of the visitor's live stream, `GET /api/chat/sessions/:sessionId/events?token=…`,
 * for the browser's `EventSource` (which cannot go through `callApi`).
 */
export function getVisitorEventsUrl(sessionId: string, visitorToken: string): string {
  const path = buildEndpointPath(API.visitorEvents.path, { sessionId });
  return `/api${path}?${new URLSearchParams({ token: visitorToken }).toString()}`;
}

/** `POST /api/chat/sessions/:sessionId/typing?token=…`: tells the team the visitor is typing. */
export async function sendVisitorTyping(sessionId: string, visitorToken: string): Promise<void> {
  await callApi(API.visitorTyping, { params: { sessionId }, query: { token: visitorToken } });
}
