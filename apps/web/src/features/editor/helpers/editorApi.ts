import { apiRequest } from '../../../lib/apiClient';
import type { StoredFlow } from '../types';
import type { FlowSaveBody } from './toStoredFlow';

/** A bot as the editor needs it. */
export interface EditorPlubot {
  readonly id: string;
  readonly name: string;
  readonly powers: readonly string[];
  readonly created_at: string;
  readonly updated_at: string;
}

/** A kept version of the flow (newest first). */
export interface FlowVersion {
  readonly revision: number;
  readonly flowName: string;
  readonly created_at: string;
  readonly nodes_count: number;
  readonly edges_count: number;
}

/** A named backup kept by the server. */
export interface ServerFlowBackup {
  readonly id: string;
  readonly name: string;
  readonly created_at: string;
  readonly metadata: { readonly nodes_count: number; readonly edges_count: number };
}

/** The calls the editor's store makes; injected so that tests can replace them. */
export interface EditorApi {
  getFlow(plubotId: string): Promise<{ flow: StoredFlow; repairs: number }>;
  saveFlow(
    plubotId: string,
    body: FlowSaveBody,
  ): Promise<{ revision: number; savedAt: string; message: string }>;
}

const botPath = (plubotId: string) => `/plubots/${encodeURIComponent(plubotId)}`;

/** The flow API of the server (`/api/plubots/:id/…`). */
export const editorApi = {
  getFlow: (plubotId) => apiRequest(`${botPath(plubotId)}/flow`),
  saveFlow: (plubotId, body) =>
    apiRequest(`${botPath(plubotId)}/flow`, { method: 'PUT', body, timeoutMs: 60_000 }),
} satisfies EditorApi;

/** The bot's name and powers. */
export async function fetchPlubot(plubotId: string): Promise<EditorPlubot> {
  const { plubot } = await apiRequest<{ plubot: EditorPlubot }>(botPath(plubotId));
  return plubot;
}

/** The user's bots, newest first. */
export async function fetchPlubots(): Promise<EditorPlubot[]> {
  const { plubots } = await apiRequest<{ plubots: EditorPlubot[] }>('/plubots');
  return plubots;
}

export async function fetchFlowVersions(plubotId: string): Promise<FlowVersion[]> {
  const { versions } = await apiRequest<{ versions: FlowVersion[] }>(`${botPath(plubotId)}/versions`);
  return versions;
}

/** Makes an old version current again; the server answers with the flow as a new revision. */
export async function restoreFlowVersion(plubotId: string, revision: number): Promise<StoredFlow> {
  const { flow } = await apiRequest<{ flow: StoredFlow }>(
    `${botPath(plubotId)}/versions/${revision}/restore`,
    {
      method: 'POST',
    },
  );
  return flow;
}

export async function fetchFlowBackups(plubotId: string): Promise<ServerFlowBackup[]> {
  const { backups } = await apiRequest<{ backups: ServerFlowBackup[] }>(`${botPath(plubotId)}/backups`);
  return backups;
}

/** Copies the flow as last saved into a named backup. */
export async function createFlowBackup(plubotId: string, name?: string): Promise<ServerFlowBackup> {
  const { backup } = await apiRequest<{ backup: ServerFlowBackup }>(`${botPath(plubotId)}/backups`, {
    method: 'POST',
    body: name ? { name } : {},
  });
  return backup;
}

export async function restoreFlowBackup(plubotId: string, backupId: string): Promise<StoredFlow> {
  const { flow } = await apiRequest<{ flow: StoredFlow }>(
    `${botPath(plubotId)}/backups/${encodeURIComponent(backupId)}/restore`,
    { method: 'POST' },
  );
  return flow;
}
