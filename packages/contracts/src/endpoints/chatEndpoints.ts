import { aiNodeStreamBodySchema } from '../aiNodeStream';
import {
  chatReplyBodySchema,
  chatStartBodySchema,
  chatTranscriptQuerySchema,
  chatTranscriptResponseSchema,
  chatTurnResponseSchema,
  conversationsQuerySchema,
  conversationsResponseSchema,
  leadsResponseSchema,
  publicPlubotQuerySchema,
  publicPlubotResponseSchema,
  resultsQuerySchema,
  resultsResponseSchema,
  usageResponseSchema,
} from '../chat';
import {
  aiNodeBodySchema,
  aiNodeResponseSchema,
  byteAssistantBodySchema,
  byteAssistantResponseSchema,
  httpTestBodySchema,
  httpTestResponseSchema,
} from '../editorTools';
import { recordsCsvQuerySchema, recordsQuerySchema, recordsResponseSchema } from '../records';
import { defineEndpoint } from './defineEndpoint';

/** Conversations (public chat and the owner's views) and the editor's helpers (spec app.md §7). */
export const CHAT_ENDPOINTS = {
  publicPlubot: defineEndpoint({
    method: 'GET',
    path: '/public/plubots/:publicId',
    query: publicPlubotQuerySchema,
    response: publicPlubotResponseSchema,
    auth: false,
  }),
  // Sends the bearer token when signed in: the server never counts its owner's own conversations.
  startChat: defineEndpoint({
    method: 'POST',
    path: '/chat/:publicId/start',
    body: chatStartBodySchema,
    response: chatTurnResponseSchema,
  }),
  // A visitor's conversation: both need the start's `visitorToken` in the `x-visitor-token` header
  // (`VISITOR_TOKEN_HEADER`); without it, or with another's, the same 404 as an unknown session.
  replyChat: defineEndpoint({
    method: 'POST',
    path: '/chat/sessions/:sessionId/reply',
    body: chatReplyBodySchema,
    response: chatTurnResponseSchema,
    auth: false,
  }),
  chatTranscript: defineEndpoint({
    method: 'GET',
    path: '/chat/sessions/:sessionId',
    query: chatTranscriptQuerySchema,
    response: chatTranscriptResponseSchema,
    auth: false,
  }),
  listConversations: defineEndpoint({
    method: 'GET',
    path: '/plubots/:id/conversations',
    query: conversationsQuerySchema,
    response: conversationsResponseSchema,
  }),
  listLeads: defineEndpoint({ method: 'GET', path: '/plubots/:id/leads', response: leadsResponseSchema }),
  leadsCsv: defineEndpoint({ method: 'GET', path: '/plubots/:id/leads.csv', response: 'text' }),
  listResults: defineEndpoint({
    method: 'GET',
    path: '/plubots/:id/results',
    query: resultsQuerySchema,
    response: resultsResponseSchema,
  }),
  resultsCsv: defineEndpoint({ method: 'GET', path: '/plubots/:id/results.csv', response: 'text' }),
  listRecords: defineEndpoint({
    method: 'GET',
    path: '/plubots/:id/records',
    query: recordsQuerySchema,
    response: recordsResponseSchema,
  }),
  recordsCsv: defineEndpoint({
    method: 'GET',
    path: '/plubots/:id/records.csv',
    query: recordsCsvQuerySchema,
    response: 'text',
  }),
  usage: defineEndpoint({ method: 'GET', path: '/usage', response: usageResponseSchema }),
  byteAssistant: defineEndpoint({
    method: 'POST',
    path: '/byte-assistant',
    body: byteAssistantBodySchema,
    response: byteAssistantResponseSchema,
  }),
  aiNode: defineEndpoint({
    method: 'POST',
    path: '/ai-node',
    body: aiNodeBodySchema,
    response: aiNodeResponseSchema,
  }),
  aiNodeStream: defineEndpoint({
    method: 'POST',
    path: '/ai-node/stream',
    body: aiNodeStreamBodySchema,
    response: 'text',
  }),
  httpTest: defineEndpoint({
    method: 'POST',
    path: '/http-test',
    body: httpTestBodySchema,
    response: httpTestResponseSchema,
  }),
};
