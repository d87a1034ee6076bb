import { messageResponseSchema } from '../auth';
import {
  answerUnansweredBodySchema,
  createKnowledgeSourceBodySchema,
  knowledgeSearchBodySchema,
  knowledgeSearchResponseSchema,
  knowledgeSourceResponseSchema,
  knowledgeSourcesResponseSchema,
  unansweredResponseSchema,
  updateKnowledgeSourceBodySchema,
} from '../knowledge';
import { defineEndpoint } from './defineEndpoint';

/**
 * A bot's knowledge (issue #30), owner only: its sources (a file goes to the same `POST` as
 * multipart), the search the node and the owner's tester use, and the questions it could not answer.
 */
export const KNOWLEDGE_ENDPOINTS = {
  listKnowledgeSources: defineEndpoint({
    method: 'GET',
    path: '/plubots/:id/knowledge/sources',
    response: knowledgeSourcesResponseSchema,
  }),
  createKnowledgeSource: defineEndpoint({
    method: 'POST',
    path: '/plubots/:id/knowledge/sources',
    body: createKnowledgeSourceBodySchema,
    response: knowledgeSourceResponseSchema,
  }),
  getKnowledgeSource: defineEndpoint({
    method: 'GET',
    path: '/plubots/:id/knowledge/sources/:sourceId',
    response: knowledgeSourceResponseSchema,
  }),
  updateKnowledgeSource: defineEndpoint({
    method: 'PUT',
    path: '/plubots/:id/knowledge/sources/:sourceId',
    body: updateKnowledgeSourceBodySchema,
    response: knowledgeSourceResponseSchema,
  }),
  deleteKnowledgeSource: defineEndpoint({
    method: 'DELETE',
    path: '/plubots/:id/knowledge/sources/:sourceId',
    response: messageResponseSchema,
  }),
  searchKnowledge: defineEndpoint({
    method: 'POST',
    path: '/plubots/:id/knowledge/search',
    body: knowledgeSearchBodySchema,
    response: knowledgeSearchResponseSchema,
  }),
  listUnanswered: defineEndpoint({
    method: 'GET',
    path: '/plubots/:id/knowledge/unanswered',
    response: unansweredResponseSchema,
  }),
  answerUnanswered: defineEndpoint({
    method: 'POST',
    path: '/plubots/:id/knowledge/unanswered/answer',
    body: answerUnansweredBodySchema,
    response: knowledgeSourceResponseSchema,
  }),
};
