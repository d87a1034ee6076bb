import { create } from 'zustand';
import { APP_EVENTS, type FlowSavedDetail } from '../../../config/events';
import { i18n } from '../../../i18n/i18n';
import { ApiError } from '../../../lib/apiClient';
import { getAccessToken } from '../../../lib/tokenStorage';
import { useAuthStore } from '../../auth';
import { applyStartingFlow } from '../helpers/applyStartingFlow';
import { createPlubotRequest } from '../helpers/plubotApi';
import { syncLocalPlubots } from '../helpers/syncLocalPlubots';

/** How long a queued sync waits after the running one ends (spec §9). */
export const SYNC_RETRY_MS = 1000;

export type SyncStatus = 'idle' | 'syncing' | 'success' | 'error';

/** What a sync request answered. */
export interface SyncRequestResult {
  success: boolean;
  message: string;
  /** Bots that reached the server in this run. */
  synced: number;
}

/** The sync state of spec §3 and the action that runs a sync. */
export interface PlubotSyncState {
  isSyncing: boolean;
  /** ISO time the last sync ended. */
  lastSync: string | null;
  /** A sync was asked for while one ran; it runs 1 s after that one ends. */
  pendingSync: boolean;
  syncErrors: string[];
  syncStatus: SyncStatus;
  /** Grows each time bots reach the server, so bot lists know to reload. */
  syncedRevision: number;
  /** Posts the bots kept in this browser to the server (spec §4, Bot synchronisation). */
  syncPendingPlubots: () => Promise<SyncRequestResult>;
}

function announce(detail: FlowSavedDetail): void {
  window.dispatchEvent(new CustomEvent<FlowSavedDetail>(APP_EVENTS.flowSaved, { detail }));
}

function describeError(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return error instanceof Error ? error.message : '';
}

export const usePlubotSyncStore = create<PlubotSyncState>()((set, get) => ({
  isSyncing: false,
  lastSync: null,
  pendingSync: false,
  syncErrors: [],
  syncStatus: 'idle',
  syncedRevision: 0,

  syncPendingPlubots: async () => {
    if (!getAccessToken()) {
      return { success: false, message: i18n.t('plubotSync.noToken'), synced: 0 };
    }
    if (get().isSyncing) {
      set({ pendingSync: true });
      return { success: false, message: i18n.t('plubotSync.alreadyRunning'), synced: 0 };
    }
    set({ isSyncing: true, syncStatus: 'syncing' });
    let result: SyncRequestResult;
    try {
      const outcome = await syncLocalPlubots(useAuthStore.getState().user?.id ?? null, {
        create: async (body) => (await createPlubotRequest(body)).plubot,
        afterCreate: (plubot, local) => applyStartingFlow(plubot.id, local._flow, plubot.name),
        describeError,
        fallbackError: i18n.t('plubotSync.botFailed'),
        now: () => new Date(),
      });
      const success = outcome.errors.length === 0;
      const message = success
        ? outcome.attempted === 0
          ? i18n.t('plubotSync.nothingToSync')
          : i18n.t('plubotSync.success')
        : i18n.t('plubotSync.failed', { errors: outcome.errors.join(', ') });
      set((state) => ({
        syncStatus: success ? 'success' : 'error',
        syncErrors: outcome.errors,
        syncedRevision: state.syncedRevision + (outcome.synced.length > 0 ? 1 : 0),
      }));
      if (outcome.attempted > 0) announce({ success, message });
      result = { success, message, synced: outcome.synced.length };
    } catch (error) {
      const message = i18n.t('plubotSync.failed', {
        errors: describeError(error) || i18n.t('plubotSync.unknownError'),
      });
      set({ syncStatus: 'error', syncErrors: [message] });
      announce({ success: false, message });
      result = { success: false, message, synced: 0 };
    }
    set({ isSyncing: false, lastSync: new Date().toISOString() });
    if (get().pendingSync) {
      set({ pendingSync: false });
      window.setTimeout(() => void get().syncPendingPlubots(), SYNC_RETRY_MS);
    }
    return result;
  },
}));

/** Asks for a sync from anywhere (after a flow save, after creating a bot offline …); never throws. */
export function requestPlubotSync(): Promise<SyncRequestResult> {
  return usePlubotSyncStore.getState().syncPendingPlubots();
}
