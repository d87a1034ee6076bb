import type { Plubot } from '@plubot/contracts';
import { describe, expect, it, vi } from 'vitest';
import type { StoredPlubot } from '../types';
import type { CreatePlubotInput } from './plubotApi';
import {
  type KeyValueStorage,
  keepPlubotLocally,
  PLUBOT_BACKUP_KEYS,
  readLocalPlubots,
  readUserPlubotsBackup,
} from './plubotBackups';
import { type PlubotSyncTarget, syncLocalPlubots, syncPlubot } from './syncLocalPlubots';

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

function offlineBot(localId: string, overrides: Partial<StoredPlubot> = {}): StoredPlubot {
  return {
    id: localId,
    _localId: localId,
    name: `Bot ${localId}`,
    tone: 'sabio',
    color: '#1E3A8A',
    powers: ['notion'],
    _offlineCreated: true,
    _ownerId: 'user-1',
    _timestamp: 1,
    ...overrides,
  };
}

function serverCopy(body: CreatePlubotInput, id: string): Plubot {
  return {
    id,
    name: body.name as string,
    tone: String(body.tone),
    color: String(body.color),
    powers: body.powers as string[],
    purpose: '',
    initial_message: '',
    public_id: `pub-${id}`,
    _localId: body._localId ?? null,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
  };
}

function target(create: PlubotSyncTarget['create']): PlubotSyncTarget {
  return {
    create,
    describeError: (error) => (error instanceof Error ? error.message : ''),
    fallbackError: 'Error al sincronizar Plubot',
    now: () => new Date('2025-02-03T04:05:06.000Z'),
  };
}

describe('syncPlubot', () => {
  it('posts a bot created offline with its local id and without id or flags, and marks it synced', async () => {
    const create = vi.fn(async (body: CreatePlubotInput) => serverCopy(body, 'srv-1'));
    const result = await syncPlubot(offlineBot('local-a'), target(create));
    expect(create).toHaveBeenCalledWith({
      name: 'Bot local-a',
      tone: 'sabio',
      color: '#1E3A8A',
      powers: ['notion'],
      _localId: 'local-a',
    });
    expect(result).toMatchObject({
      status: 'synced',
      plubot: {
        id: 'srv-1',
        _localId: 'local-a',
        _offlineCreated: false,
        _recoveryPending: false,
        _synced: true,
        _syncedAt: '2025-02-03T04:05:06.000Z',
      },
    });
  });

  it('posts a bot pending recovery too', async () => {
    const create = vi.fn(async (body: CreatePlubotInput) => serverCopy(body, 'srv-2'));
    const bot = offlineBot('local-b', { _offlineCreated: false, _recoveryPending: true });
    expect((await syncPlubot(bot, target(create))).status).toBe('synced');
  });

  it('reports success without calling the server for pending changes only, and nothing for no flags', async () => {
    const create = vi.fn();
    const changed = offlineBot('x', { _offlineCreated: false, _pendingChanges: true });
    expect(await syncPlubot(changed, target(create))).toEqual({ status: 'unchanged' });
    expect(await syncPlubot(offlineBot('y', { _offlineCreated: false }), target(create))).toEqual({
      status: 'nothing',
    });
    expect(create).not.toHaveBeenCalled();
  });

  it("fails with the server's message, or the fallback", async () => {
    const failing = target(async () => {
      throw new Error('Requiere Plan Pro');
    });
    expect(await syncPlubot(offlineBot('z'), failing)).toEqual({
      status: 'failed',
      error: 'Requiere Plan Pro',
    });
    const silent = target(async () => {
      throw new Error('');
    });
    expect(await syncPlubot(offlineBot('z'), silent)).toEqual({
      status: 'failed',
      error: 'Error al sincronizar Plubot',
    });
  });
});

describe('syncLocalPlubots', () => {
  it("moves synced bots out of the local backup and into the user's list; failed ones stay", async () => {
    const storage = memoryStorage();
    keepPlubotLocally(offlineBot('local-ok'), storage);
    keepPlubotLocally(offlineBot('local-bad'), storage);
    const outcome = await syncLocalPlubots(
      'user-1',
      target(async (body) => {
        if (body._localId === 'local-bad') throw new Error('Nombre inválido');
        return serverCopy(body, 'srv-ok');
      }),
      storage,
    );
    expect(outcome.attempted).toBe(2);
    expect(outcome.errors).toEqual(['Bot local-bad: Nombre inválido']);
    expect(outcome.synced.map((bot) => bot.id)).toEqual(['srv-ok']);
    expect(readLocalPlubots(storage).map((bot) => bot.id)).toEqual(['local-bad']);
    const list = readUserPlubotsBackup('user-1', storage);
    expect(list.map((bot) => [bot.id, bot._synced ?? false])).toEqual([
      ['srv-ok', true],
      ['local-bad', false],
    ]);
  });

  it("never syncs another user's local bots into this account", async () => {
    const storage = memoryStorage();
    keepPlubotLocally(offlineBot('theirs', { _ownerId: 'user-2' }), storage);
    const create = vi.fn();
    const outcome = await syncLocalPlubots('user-1', target(create), storage);
    expect(outcome).toEqual({ attempted: 0, synced: [], errors: [] });
    expect(create).not.toHaveBeenCalled();
  });

  it('reads a damaged backup as empty', async () => {
    const storage = memoryStorage();
    storage.setItem(PLUBOT_BACKUP_KEYS.local, '{not json');
    expect(readLocalPlubots(storage)).toEqual([]);
    expect((await syncLocalPlubots('user-1', target(vi.fn()), storage)).attempted).toBe(0);
  });
});
