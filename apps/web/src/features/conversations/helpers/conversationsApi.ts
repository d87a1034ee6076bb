import {
  API,
  type conversationsResponseSchema,
  type leadsResponseSchema,
  type usageResponseSchema,
} from '@plubot/contracts';
import type { z } from 'zod';
import { callApi } from '../../../lib/callApi';

export type ConversationsPage = z.infer<typeof conversationsResponseSchema>;
export type Conversation = ConversationsPage['conversations'][number];
export type Lead = z.infer<typeof leadsResponseSchema>['leads'][number];
export type Usage = z.infer<typeof usageResponseSchema>;

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

/** `GET /api/usage`: this month's replies across the owner's bots and the plan's limit. */
export function fetchUsage(signal?: AbortSignal): Promise<Usage> {
  return callApi(API.usage, signal ? { signal } : {});
}

/**
 * Downloads `GET /api/plubots/:id/leads.csv`. It needs the bearer header, so it is fetched and
 * handed to the browser as a file instead of being a plain link.
 */
export async function downloadLeadsCsv(plubotId: string, botName: string): Promise<void> {
  const csv = await callApi(API.leadsCsv, { params: { id: plubotId } });
  // The byte-order mark (dropped while decoding) tells spreadsheets the file is UTF-8.
  const blob = new Blob([`\uFEFF${csv}`], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `leads-${botName.replace(/[^\w-]+/g, '-') || 'plubot'}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
