import { restoreResponseSchema } from '../flows';
import {
  diffQuerySchema,
  diffResponseSchema,
  publishBodySchema,
  publishedFlowResponseSchema,
  publishedStatusResponseSchema,
  publishedVersionsResponseSchema,
  publishResponseSchema,
  replayBodySchema,
  replayResponseSchema,
  republishBodySchema,
} from '../publishing';
import { defineEndpoint } from './defineEndpoint';

/**
 * Draft and live (issue #28): the editor works on the draft (`/plubots/:id/flow`); visitors get the
 * published version. `:v` here is a published version's number.
 */
export const PUBLISHING_ENDPOINTS = {
  publishDraft: defineEndpoint({
    method: 'POST',
    path: '/plubots/:id/publish',
    body: publishBodySchema,
    response: publishResponseSchema,
  }),
  getPublished: defineEndpoint({
    method: 'GET',
    path: '/plubots/:id/published',
    response: publishedStatusResponseSchema,
  }),
  listPublishedVersions: defineEndpoint({
    method: 'GET',
    path: '/plubots/:id/published/versions',
    response: publishedVersionsResponseSchema,
  }),
  getPublishedVersion: defineEndpoint({
    method: 'GET',
    path: '/plubots/:id/published/versions/:v',
    response: publishedFlowResponseSchema,
  }),
  /** 'Editar a partir de esta': the version becomes the draft (a new revision), not live. */
  editPublishedVersion: defineEndpoint({
    method: 'POST',
    path: '/plubots/:id/published/versions/:v/edit',
    response: restoreResponseSchema,
  }),
  diffFlow: defineEndpoint({
    method: 'GET',
    path: '/plubots/:id/diff',
    query: diffQuerySchema,
    response: diffResponseSchema,
  }),
  /** 'Probar con conversaciones reales': the last real conversations replayed on the draft, offline. */
  replayConversations: defineEndpoint({
    method: 'POST',
    path: '/plubots/:id/replay',
    body: replayBodySchema,
    response: replayResponseSchema,
  }),
  republishVersion: defineEndpoint({
    method: 'POST',
    path: '/plubots/:id/versions/:v/publish',
    body: republishBodySchema,
    response: publishResponseSchema,
  }),
};
