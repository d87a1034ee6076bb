import { describe, expect, it } from 'vitest';
import type { EditorNode } from '../types';
import { clearLocalBackup, isBackupNewerThanServer, readLocalBackup, writeLocalBackup } from './localBackup';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

const start: EditorNode = {
  id: 'start-1',
  type: 'start',
  position: { x: 100, y: 100 },
  data: { label: 'Inicio' },
};
const message: EditorNode = { id: 'm', type: 'message', position: { x: 0, y: 200 }, data: { label: 'Hola' } };

describe('local backups', () => {
  it('writes both keys of spec §3 without React Flow’s transient fields, and reads them back', () => {
    const storage = memoryStorage();
    const nodes = [{ ...start, selected: true }, message];
    const edges = [{ id: 'e', source: 'start-1', target: 'm', selected: true }];
    expect(writeLocalBackup(storage, 'bot-1', { nodes, edges, timestamp: 5, revision: 2 })).toBe(true);
    expect([...storage.values.keys()]).toEqual([
      'plubot-backup-bot-1',
      'plubot-nodes-emergency-backup-bot-1',
    ]);
    const backup = readLocalBackup(storage, 'bot-1');
    expect(backup).toMatchObject({ timestamp: 5, revision: 2 });
    expect(backup?.nodes[0]).not.toHaveProperty('selected');
    // The load clean-up of @plubot/flow fills in the missing edge type.
    expect(backup?.edges[0]).toEqual({ id: 'e', source: 'start-1', target: 'm', type: 'elite-edge' });
  });

  it('falls back to the nodes-only emergency backup', () => {
    const storage = memoryStorage();
    storage.setItem('plubot-backup-bot-1', '{not json');
    storage.setItem('plubot-nodes-emergency-backup-bot-1', JSON.stringify({ nodes: [start] }));
    expect(readLocalBackup(storage, 'bot-1')).toEqual({ nodes: [start], edges: [], timestamp: 0 });
  });

  it('survives a storage that refuses writes, and clears both keys', () => {
    const storage = memoryStorage();
    const full = {
      ...storage,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(writeLocalBackup(full, 'bot-1', { nodes: [start], edges: [], timestamp: 1 })).toBe(false);
    writeLocalBackup(storage, 'bot-1', { nodes: [start], edges: [], timestamp: 1 });
    clearLocalBackup(storage, 'bot-1');
    expect(storage.values.size).toBe(0);
    expect(readLocalBackup(storage, 'bot-1')).toBeUndefined();
  });

  it('offers a backup only when it is newer than the server’s save and differs from it', () => {
    const server = { nodes: [start], edges: [], revision: 3, updatedAt: '2025-01-01T00:00:10.000Z' };
    const savedAt = Date.parse(server.updatedAt);
    const work = { nodes: [start, message], edges: [] };
    expect(isBackupNewerThanServer({ ...work, timestamp: savedAt + 1 }, server)).toBe(true);
    expect(isBackupNewerThanServer({ ...work, timestamp: savedAt - 1 }, server)).toBe(false);
    expect(isBackupNewerThanServer({ ...work, timestamp: savedAt - 1, revision: 3 }, server)).toBe(true);
    expect(
      isBackupNewerThanServer(
        { nodes: [{ ...start, selected: true }], edges: [], timestamp: savedAt + 1 },
        server,
      ),
    ).toBe(false);
  });
});
