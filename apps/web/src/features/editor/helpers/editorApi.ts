import { API, type backupSchema, type flowVersionsResponseSchema, type Plubot } from '@plubot/contracts';
import type { z } from 'zod';
import { ApiError } from '../../../lib/apiClient';
import { callApi } from '../../../lib/callApi';
import type { StoredFlow } from '../types';
import type { FlowSaveBody } from './toStoredFlow';

/** A bot as the editor needs it. */
export type EditorPlubot = Plubot;

/** A kept version of the flow (newest first). */
export type FlowVersion = z.infer<typeof flowVersionsResponseSchema>['versions'][number];

/** A named backup kept by the server. */
export type ServerFlowBackup = z.infer<typeof backupSchema>;

/** The calls the editor's store makes; injected so that tests can replace them. */
export interface EditorApi {
  getFlow(plubotId: string): Promise<{ flow: StoredFlow; repairs: number }>;
  saveFlow(
    plubotId: string,
    body: FlowSaveBody,
  ): Promise<{ revision: number; savedAt: string; message: string }>;
}

/** The flow API of the server (`/api/plubots/:id/…`). */
export const editorApi = {
  getFlow: (plubotId) => callApi(API.getFlow, { params: { id: plubotId } }),
  saveFlow: (plubotId, body) =>
    callApi(API.saveFlow, {
      params: { id: plubotId },
      // The server validates the canvas's nodes (located 422s); the client does not repeat it.
      body,
      timeoutMs: 60_000,
    }),
} satisfies EditorApi;

/** The bot's name and powers. */
export async function fetchPlubot(plubotId: string): Promise<EditorPlubot> {
  const { plubot } = await callApi(API.getPlubot, { params: { id: plubotId } });
  return plubot;
}

/**
 * Whether a call failed because the server could not be reached (no network, refused, timed out,
 * or a gateway with the server down), as opposed to an answer from the server (401, 404, 409 …).
 */
export function isServerUnreachable(error: unknown): boolean {
  if (error instanceof ApiError) return error.isServerUnreachable;
  return error instanceof TypeError;
}

/** The user's bots, newest first. */
export async function fetchPlubots(): Promise<EditorPlubot[]> {
  const { plubots } = await callApi(API.listPlubots);
  return plubots;
}

export async function fetchFlowVersions(plubotId: string): Promise<FlowVersion[]> {
  const { versions } = await callApi(API.listVersions, { params: { id: plubotId } });
  return versions;
}

/** Makes an old version current again; the server answers with the flow as a new revision. */
export async function restoreFlowVersion(plubotId: string, revision: number): Promise<StoredFlow> {
  const { flow } = await callApi(API.restoreVersion, { params: { id: plubotId, v: revision } });
  return flow;
}

export async function fetchFlowBackups(plubotId: string): Promise<ServerFlowBackup[]> {
  const { backups } = await callApi(API.listBackups, { params: { id: plubotId } });
  return backups;
}

/** Copies the flow as last saved into a named backup. */
export async function createFlowBackup(plubotId: string, name?: string): Promise<ServerFlowBackup> {
  const { backup } = await callApi(API.createBackup, {
    params: { id: plubotId },
    body: name ? { name } : {},
  });
  return backup;
}

export async function restoreFlowBackup(plubotId: string, backupId: string): Promise<StoredFlow> {
  const { flow } = await callApi(API.restoreBackup, { params: { id: plubotId, b: backupId } });
  return flow;
}
