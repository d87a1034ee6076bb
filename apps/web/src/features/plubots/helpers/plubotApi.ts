import type { createPlubotBodySchema, Plubot, UpdatePlubotBody } from '@plubot/contracts';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/apiClient';

/** The query key of the signed-in user's bot list. */
export const PLUBOTS_QUERY_KEY = ['plubots'] as const;

/** What `POST /api/plubots/create` accepts (before the server's defaults). */
export type CreatePlubotInput = z.input<typeof createPlubotBodySchema>;

interface PlubotResponse {
  plubot: Plubot;
  message: string;
}

/** The stored flow of a bot with its revision (`GET /api/plubots/:id/flow`). */
export interface StoredFlow {
  flowName: string;
  nodes: unknown[];
  edges: unknown[];
  viewport: { x: number; y: number; zoom: number };
  revision: number;
}

/** `GET /api/usage`: this month's replies and the plan's limit (null on Pro). */
export interface Usage {
  replies: number;
  limit: number | null;
  plan: 'free' | 'pro';
}

/** The signed-in user's bots, newest first. */
export async function fetchPlubots(): Promise<Plubot[]> {
  const body = await apiRequest<{ plubots: Plubot[] }>('/plubots');
  return body.plubots;
}

/** One bot of the signed-in user (404 for anyone else's). */
export async function fetchPlubot(id: string): Promise<Plubot> {
  const body = await apiRequest<PlubotResponse>(`/plubots/${encodeURIComponent(id)}`);
  return body.plubot;
}

/** Creates a bot; with a `_localId` the server already knows, it returns that bot instead. */
export function createPlubotRequest(input: CreatePlubotInput): Promise<PlubotResponse> {
  return apiRequest<PlubotResponse>('/plubots/create', { method: 'POST', body: input });
}

/** Changes a bot's identity fields. */
export function updatePlubotRequest(id: string, changes: UpdatePlubotBody): Promise<PlubotResponse> {
  return apiRequest<PlubotResponse>(`/plubots/update/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: changes,
  });
}

/** Deletes a bot with its flow and conversations. */
export function deletePlubotRequest(id: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`/plubots/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** A bot's current flow. */
export async function fetchPlubotFlow(id: string): Promise<StoredFlow> {
  const body = await apiRequest<{ flow: StoredFlow }>(`/plubots/${encodeURIComponent(id)}/flow`);
  return body.flow;
}

/** Saves a bot's flow on top of `baseRevision`; a stale revision fails with 409 FLOW_CONFLICT. */
export async function savePlubotFlow(
  id: string,
  flow: { flowName: string; nodes: unknown[]; edges: unknown[]; viewport?: StoredFlow['viewport'] },
  baseRevision: number,
): Promise<number> {
  const body = await apiRequest<{ revision: number }>(`/plubots/${encodeURIComponent(id)}/flow`, {
    method: 'PUT',
    body: { ...flow, baseRevision },
  });
  return body.revision;
}

/** The signed-in user's replies this month. */
export function fetchUsage(): Promise<Usage> {
  return apiRequest<Usage>('/usage');
}
