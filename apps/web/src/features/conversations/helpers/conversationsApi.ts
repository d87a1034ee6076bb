import {
  API,
  type conversationsResponseSchema,
  type leadsResponseSchema,
  type ResultsResponse,
  type usageResponseSchema,
} from '@plubot/contracts';
import type { z } from 'zod';
import { callApi } from '../../../lib/callApi';

export type ConversationsPage = z.infer<typeof conversationsResponseSchema>;
export type Conversation = ConversationsPage['conversations'][number];
export type Lead = z.infer<typeof leadsResponseSchema>['leads'][number];
export type Usage = z.infer<typeof usageResponseSchema>;
export type ConversationResult = ResultsResponse['results'][number];

/** Conversations shown per page. */
export const CONVERSATIONS_PAGE_SIZE = 20;

/** The bot's name (owner only; 404 for anyone else). */
export async function fetchPlubotName(plubotId: string, signal?: AbortSignal): Promise<string> {
  const body = await callApi(API.getPlubot, { params: { id: plubotId }, ...(signal ? { signal } : {}) });
  return body.plubot.name;
}

/** `GET /api/plubots/:id/conversations`, newest first. */
export function fetchConversations(plubotId: string, offset: number, signal?: AbortSignal) {
  return callApi(API.listConversations, {
    params: { id: plubotId },
    query: { limit: CONVERSATIONS_PAGE_SIZE, offset },
    ...(signal ? { signal } : {}),
  });
}

/** `GET /api/plubots/:id/leads`, newest first. */
export async function fetchLeads(plubotId: string, signal?: AbortSignal): Promise<Lead[]> {
  const body = await callApi(API.listLeads, { params: { id: plubotId }, ...(signal ? { signal } : {}) });
  return body.leads;
}

/** `GET /api/plubots/:id/results`: one page of what the conversations collected, newest first. */
export function fetchResults(
  plubotId: string,
  offset: number,
  signal?: AbortSignal,
): Promise<ResultsResponse> {
  return callApi(API.listResults, {
    params: { id: plubotId },
    query: { offset },
    ...(signal ? { signal } : {}),
  });
}

/** `GET /api/usage`: this month's replies across the owner's bots and the plan's limit. */
export function fetchUsage(signal?: AbortSignal): Promise<Usage> {
  return callApi(API.usage, signal ? { signal } : {});
}

/** `GET /api/plubots/:id/records`: the bot's collections and the newest records of one of them. */
export function fetchRecords(plubotId: string, collection: string | null, signal?: AbortSignal) {
  return callApi(API.listRecords, {
    params: { id: plubotId },
    query: collection ? { collection } : {},
    ...(signal ? { signal } : {}),
  });
}

/** Hands text to the browser as a UTF-8 CSV file. */
function saveCsv(csv: string, fileName: string) {
  // The byte-order mark (dropped while decoding) tells spreadsheets the file is UTF-8.
  const blob = new Blob([`\uFEFF${csv}`], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Downloads one collection of the bot's records as CSV (`GET /api/plubots/:id/records.csv`). */
export async function downloadRecordsCsv(
  plubotId: string,
  botName: string,
  collection: string,
): Promise<void> {
  const csv = await callApi(API.recordsCsv, { params: { id: plubotId }, query: { collection } });
  saveCsv(csv, `registros-${`${botName}-${collection}`.replace(/[^\w-]+/g, '-')}.csv`);
}

/**
 * Downloads `GET /api/plubots/:id/leads.csv`. It needs the bearer header, so it is fetched and
 * handed to the browser as a file instead of being a plain link.
 */
export async function downloadLeadsCsv(plubotId: string, botName: string): Promise<void> {
  const csv = await callApi(API.leadsCsv, { params: { id: plubotId } });
  saveCsv(csv, `contactos-${botName.replace(/[^\w-]+/g, '-') || 'plubot'}.csv`);
}

/** Downloads `GET /api/plubots/:id/results.csv` (every conversation's result). */
export async function downloadResultsCsv(plubotId: string, botName: string): Promise<void> {
  const csv = await callApi(API.resultsCsv, { params: { id: plubotId } });
  saveCsv(csv, `resultados-${botName.replace(/[^\w-]+/g, '-') || 'plubot'}.csv`);
}
