import {
  conversationActionResponseSchema,
  conversationDetailResponseSchema,
  handoffSettingsResponseSchema,
  handoffSettingsSchema,
  inboxQuerySchema,
  inboxResponseSchema,
  personMessageBodySchema,
  returnToBotBodySchema,
  typingResponseSchema,
  visitorEventsQuerySchema,
} from '../inbox';
import { defineEndpoint } from './defineEndpoint';

/**
 * The live inbox (issue #29): the owner's conversations as they happen, taking one over from the
 * bot, answering, giving it back and closing it; the owner's and the visitor's live streams
 * (Server-Sent Events, `text/event-stream`, resumable with `Last-Event-ID`).
 */
export const INBOX_ENDPOINTS = {
  listInbox: defineEndpoint({
    method: 'GET',
    path: '/inbox',
    query: inboxQuerySchema,
    response: inboxResponseSchema,
  }),
  listBotInbox: defineEndpoint({
    method: 'GET',
    path: '/plubots/:id/inbox',
    query: inboxQuerySchema.omit({ plubotId: true }),
    response: inboxResponseSchema,
  }),
  getHandoffSettings: defineEndpoint({
    method: 'GET',
    path: '/plubots/:id/inbox/settings',
    response: handoffSettingsResponseSchema,
  }),
  saveHandoffSettings: defineEndpoint({
    method: 'PUT',
    path: '/plubots/:id/inbox/settings',
    body: handoffSettingsSchema,
    response: handoffSettingsResponseSchema,
  }),
  inboxEvents: defineEndpoint({ method: 'GET', path: '/inbox/events', response: 'text' }),
  getConversation: defineEndpoint({
    method: 'GET',
    path: '/conversations/:sessionId',
    response: conversationDetailResponseSchema,
  }),
  takeConversation: defineEndpoint({
    method: 'POST',
    path: '/conversations/:sessionId/take',
    response: conversationActionResponseSchema,
  }),
  sendPersonMessage: defineEndpoint({
    method: 'POST',
    path: '/conversations/:sessionId/messages',
    body: personMessageBodySchema,
    response: conversationActionResponseSchema,
  }),
  returnToBot: defineEndpoint({
    method: 'POST',
    path: '/conversations/:sessionId/return',
    body: returnToBotBodySchema,
    response: conversationActionResponseSchema,
  }),
  closeConversation: defineEndpoint({
    method: 'POST',
    path: '/conversations/:sessionId/close',
    response: conversationActionResponseSchema,
  }),
  personTyping: defineEndpoint({
    method: 'POST',
    path: '/conversations/:sessionId/typing',
    response: typingResponseSchema,
  }),
  visitorEvents: defineEndpoint({
    method: 'GET',
    path: '/chat/sessions/:sessionId/events',
    query: visitorEventsQuerySchema,
    response: 'text',
    auth: false,
  }),
  visitorTyping: defineEndpoint({
    method: 'POST',
    path: '/chat/sessions/:sessionId/typing',
    query: visitorEventsQuerySchema,
    response: typingResponseSchema,
    auth: false,
  }),
};
