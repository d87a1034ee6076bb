import {
  API,
  type createPlubotBodySchema,
  type EndpointBody,
  type flowResponseSchema,
  type Plubot,
  type UpdatePlubotBody,
  type usageResponseSchema,
} from '@plubot/contracts';
import type { z } from 'zod';
import { callApi } from '../../../lib/callApi';

/** The query key of the signed-in user's bot list. */
export const PLUBOTS_QUERY_KEY = ['plubots'] as const;

/** What `POST /api/plubots/create` accepts (before the server's defaults). */
export type CreatePlubotInput = z.input<typeof createPlubotBodySchema>;

/** The stored flow of a bot with its revision (`GET /api/plubots/:id/flow`). */
export type StoredFlow = z.infer<typeof flowResponseSchema>['flow'];

/** `GET /api/usage`: this month's replies and the plan's limit (null on Pro). */
export type Usage = z.infer<typeof usageResponseSchema>;

/** The signed-in user's bots, newest first. */
export async function fetchPlubots(): Promise<Plubot[]> {
  const body = await callApi(API.listPlubots);
  return body.plubots;
}

/** One bot of the signed-in user (404 for anyone else's). */
export async function fetchPlubot(id: string): Promise<Plubot> {
  const body = await callApi(API.getPlubot, { params: { id } });
  return body.plubot;
}

/** Creates a bot; with a `_localId` the server already knows, it returns that bot instead. */
export function createPlubotRequest(input: CreatePlubotInput) {
  return callApi(API.createPlubot, { body: input });
}

/** Changes a bot's identity fields. */
export function updatePlubotRequest(id: string, changes: UpdatePlubotBody) {
  return callApi(API.updatePlubot, { params: { id }, body: changes });
}

/** Deletes a bot with its flow and conversations. */
export function deletePlubotRequest(id: string) {
  return callApi(API.deletePlubot, { params: { id } });
}

/** A bot's current flow. */
export async function fetchPlubotFlow(id: string): Promise<StoredFlow> {
  const body = await callApi(API.getFlow, { params: { id } });
  return body.flow;
}

/** Saves a bot's flow on top of `baseRevision`; a stale revision fails with 409 FLOW_CONFLICT. */
export async function savePlubotFlow(
  id: string,
  flow: { flowName: string; nodes: unknown[]; edges: unknown[]; viewport?: StoredFlow['viewport'] },
  baseRevision: number,
): Promise<number> {
  // The editor's nodes are whatever the canvas holds; the server validates them against the flow
  // schema and answers located 422s, so the client does not repeat that check on 5,000 nodes.
  const save = { ...flow, baseRevision } as EndpointBody<typeof API.saveFlow>;
  const body = await callApi(API.saveFlow, { params: { id }, body: save });
  return body.revision;
}

/**
 * Publishes a bot's saved flow (issue #28): visitors' new conversations get it. A bot made in the
 * lab, the quick form or from a template goes live with its starting flow, as an owner expects.
 */
export async function publishPlubotFlow(id: string): Promise<void> {
  await callApi(API.publishDraft, { params: { id }, body: {} });
}

/** The signed-in user's replies this month. */
export function fetchUsage(): Promise<Usage> {
  return callApi(API.usage);
}
