import {
  API,
  type CreateKnowledgeSourceBody,
  defineEndpoint,
  type UpdateKnowledgeSourceBody,
} from '@plubot/contracts';
import { callApi } from '../../../lib/callApi';

/** Every query of the knowledge page starts with this key. */
export const KNOWLEDGE_QUERY_KEY = ['knowledge'] as const;

export const knowledgeSourcesKey = (plubotId: string) =>
  [...KNOWLEDGE_QUERY_KEY, plubotId, 'sources'] as const;
/** A source's passages; `version` (its `updatedAt`) makes a changed source read again. */
export const knowledgeSourceKey = (plubotId: string, sourceId: string, version: string) =>
  [...KNOWLEDGE_QUERY_KEY, plubotId, 'source', sourceId, version] as const;
export const unansweredKey = (plubotId: string) => [...KNOWLEDGE_QUERY_KEY, plubotId, 'unanswered'] as const;

/** A file to upload as a source: it travels as multipart (`file`, `title?`). */
export interface KnowledgeFileUpload {
  kind: 'file';
  file: File;
  title?: string;
}

/** What the «Añadir una fuente» forms send: a JSON body of the contract, or a file. */
export type NewKnowledgeSource = CreateKnowledgeSourceBody | KnowledgeFileUpload;

/** Reading a big file on the server takes longer than an ordinary call. */
const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * The contract's `createKnowledgeSource` with the multipart body a file goes with: same path and
 * answer, so no URL or response type is written here.
 */
const uploadKnowledgeFileEndpoint = defineEndpoint({ ...API.createKnowledgeSource, body: 'multipart' });

const withSignal = (signal: AbortSignal | undefined) => (signal ? { signal } : {});

/** `GET /api/plubots/:id/knowledge/sources`: newest first, with the plan's usage. */
export function fetchKnowledgeSources(plubotId: string, signal?: AbortSignal) {
  return callApi(API.listKnowledgeSources, { params: { id: plubotId }, ...withSignal(signal) });
}

/** `GET /api/plubots/:id/knowledge/sources/:sourceId`: one source and its passages. */
export function fetchKnowledgeSource(plubotId: string, sourceId: string, signal?: AbortSignal) {
  return callApi(API.getKnowledgeSource, { params: { id: plubotId, sourceId }, ...withSignal(signal) });
}

/** `POST /api/plubots/:id/knowledge/sources`, as JSON or, for a file, as multipart. */
export function createKnowledgeSource(plubotId: string, source: NewKnowledgeSource) {
  if (source.kind !== 'file') {
    return callApi(API.createKnowledgeSource, { params: { id: plubotId }, body: source });
  }
  const body = new FormData();
  body.append('file', source.file, source.file.name);
  if (source.title?.trim()) body.append('title', source.title.trim());
  return callApi(uploadKnowledgeFileEndpoint, {
    params: { id: plubotId },
    body,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
}

/** `PUT /api/plubots/:id/knowledge/sources/:sourceId`: new title, text, pairs or address, or `refresh`. */
export function updateKnowledgeSource(
  plubotId: string,
  sourceId: string,
  changes: UpdateKnowledgeSourceBody,
) {
  return callApi(API.updateKnowledgeSource, {
    params: { id: plubotId, sourceId },
    body: changes,
    ...(changes.refresh ? { timeoutMs: UPLOAD_TIMEOUT_MS } : {}),
  });
}

/** `DELETE /api/plubots/:id/knowledge/sources/:sourceId`. */
export function deleteKnowledgeSource(plubotId: string, sourceId: string) {
  return callApi(API.deleteKnowledgeSource, { params: { id: plubotId, sourceId } });
}

/** How many passages «Probar» shows. */
export const SEARCH_RESULT_LIMIT = 5;

/** `POST /api/plubots/:id/knowledge/search`: what the bot would answer, and the passages it found. */
export function searchKnowledge(plubotId: string, query: string) {
  return callApi(API.searchKnowledge, {
    params: { id: plubotId },
    body: { query, limit: SEARCH_RESULT_LIMIT },
  });
}

/** `GET /api/plubots/:id/knowledge/unanswered`: the questions the bot could not answer, grouped. */
export function fetchUnanswered(plubotId: string, signal?: AbortSignal) {
  return callApi(API.listUnanswered, { params: { id: plubotId }, ...withSignal(signal) });
}

/** `POST /api/plubots/:id/knowledge/unanswered/answer`: the answer joins the «Respuestas añadidas» FAQ. */
export function answerUnanswered(
  plubotId: string,
  answer: { questionIds: string[]; question: string; answer: string },
) {
  return callApi(API.answerUnanswered, { params: { id: plubotId }, body: answer });
}
