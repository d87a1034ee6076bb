import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../../i18n/i18n', () => ({
  i18n: {
    t: (key: string, values?: Record<string, string>) => (values?.errors ? `${key}: ${values.errors}` : key),
  },
}));
vi.mock('../helpers/plubotApi', () => ({ createPlubotRequest: vi.fn() }));
vi.mock('../helpers/applyStartingFlow', () => ({ applyStartingFlow: vi.fn(async () => undefined) }));

import { createPlubotRequest } from '../helpers/plubotApi';
import { SYNC_RETRY_MS, usePlubotSyncStore } from './usePlubotSyncStore';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

const offlineBot = {
  id: 'local-1',
  _localId: 'local-1',
  name: 'Eco',
  tone: 'audaz',
  color: '#F97316',
  powers: ['slack'],
  _offlineCreated: true,
};

describe('the bot sync service', () => {
  let events: { success: boolean; message?: string }[];
  let storage: ReturnType<typeof memoryStorage>;

  beforeEach(() => {
    vi.useFakeTimers();
    events = [];
    storage = memoryStorage();
    vi.stubGlobal('localStorage', storage);
    vi.stubGlobal('window', {
      setTimeout: globalThis.setTimeout,
      dispatchEvent: (event: CustomEvent) => events.push(event.detail),
    });
    vi.stubGlobal(
      'CustomEvent',
      class {
        constructor(
          public type: string,
          public init: { detail: unknown },
        ) {}
        get detail() {
          return this.init.detail;
        }
      },
    );
    usePlubotSyncStore.setState({ isSyncing: false, pendingSync: false, syncStatus: 'idle', syncErrors: [] });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.mocked(createPlubotRequest).mockReset();
  });

  it('needs an access token', async () => {
    expect(await usePlubotSyncStore.getState().syncPendingPlubots()).toMatchObject({
      success: false,
      message: 'plubotSync.noToken',
    });
  });

  it('posts the offline bot, announces the success and refuses a second run meanwhile, rerunning it after 1 s', async () => {
    storage.setItem('access_token', 'token');
    storage.setItem('local_plubots_backup', JSON.stringify([offlineBot]));
    let answer: (value: unknown) => void = () => undefined;
    vi.mocked(createPlubotRequest).mockImplementation(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }) as never,
    );

    const first = usePlubotSyncStore.getState().syncPendingPlubots();
    expect(usePlubotSyncStore.getState()).toMatchObject({ isSyncing: true, syncStatus: 'syncing' });
    expect(await usePlubotSyncStore.getState().syncPendingPlubots()).toMatchObject({
      success: false,
      message: 'plubotSync.alreadyRunning',
    });
    expect(usePlubotSyncStore.getState().pendingSync).toBe(true);

    await vi.waitFor(() => expect(createPlubotRequest).toHaveBeenCalledTimes(1));
    answer({ plubot: { ...offlineBot, id: 'srv-1', _localId: 'local-1' }, message: '' });
    expect(await first).toEqual({ success: true, message: 'plubotSync.success', synced: 1 });
    expect(events).toEqual([{ success: true, message: 'plubotSync.success' }]);
    expect(usePlubotSyncStore.getState()).toMatchObject({
      isSyncing: false,
      syncStatus: 'success',
      pendingSync: false,
    });
    expect(JSON.parse(storage.getItem('local_plubots_backup') ?? '')).toEqual([]);

    // The queued request runs 1 s later and picks up what was kept meanwhile.
    storage.setItem(
      'local_plubots_backup',
      JSON.stringify([{ ...offlineBot, id: 'local-2', _localId: 'local-2' }]),
    );
    vi.mocked(createPlubotRequest).mockResolvedValue({
      plubot: { ...offlineBot, id: 'srv-2', _localId: 'local-2' },
      message: '',
    } as never);
    await vi.advanceTimersByTimeAsync(SYNC_RETRY_MS - 1);
    expect(createPlubotRequest).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(events).toHaveLength(2));
    expect(createPlubotRequest).toHaveBeenCalledTimes(2);
    expect(vi.mocked(createPlubotRequest).mock.calls[1]?.[0]).toMatchObject({ _localId: 'local-2' });
  });

  it('reports the errors of the bots that could not be sent', async () => {
    storage.setItem('access_token', 'token');
    storage.setItem('local_plubots_backup', JSON.stringify([offlineBot]));
    vi.mocked(createPlubotRequest).mockRejectedValue(new Error('Requiere Plan Pro'));
    expect(await usePlubotSyncStore.getState().syncPendingPlubots()).toMatchObject({
      success: false,
      message: 'plubotSync.failed: Eco: Requiere Plan Pro',
    });
    expect(events).toEqual([{ success: false, message: 'plubotSync.failed: Eco: Requiere Plan Pro' }]);
    expect(usePlubotSyncStore.getState().syncStatus).toBe('error');
  });
});
