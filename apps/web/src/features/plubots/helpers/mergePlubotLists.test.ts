import type { Plubot } from '@plubot/contracts';
import { describe, expect, it } from 'vitest';
import type { StoredPlubot } from '../types';
import { isInitialFlow } from './applyStartingFlow';
import { mergePlubotLists } from './mergePlubotLists';

const server = (id: string, localId: string | null = null): Plubot => ({
  id,
  name: id,
  tone: 'neutral',
  color: '#9CA3AF',
  powers: [],
  purpose: '',
  initial_message: '',
  public_id: `p-${id}`,
  _localId: localId,
  created_at: '',
  updated_at: '',
});
const local = (localId: string): StoredPlubot => ({
  id: localId,
  _localId: localId,
  name: localId,
  tone: 'neutral',
  color: '#9CA3AF',
  powers: [],
  _offlineCreated: true,
});

describe('mergePlubotLists', () => {
  it('lists bots waiting to sync first, marked local', () => {
    const merged = mergePlubotLists([server('a')], [local('local-1')]);
    expect(merged.map((bot) => [bot.id, bot.isLocal])).toEqual([
      ['local-1', true],
      ['a', false],
    ]);
  });

  it('shows a local bot the server already has only once, as the server copy', () => {
    const merged = mergePlubotLists([server('a', 'local-1')], [local('local-1')]);
    expect(merged.map((bot) => [bot.id, bot.isLocal])).toEqual([['a', false]]);
  });

  it('does not repeat a local bot already in an offline backup', () => {
    const merged = mergePlubotLists([local('local-1'), server('a')], [local('local-1')]);
    expect(merged.map((bot) => [bot.id, bot.isLocal])).toEqual([
      ['local-1', true],
      ['a', false],
    ]);
  });
});

describe('isInitialFlow', () => {
  it('recognises the lone start node of a new bot', () => {
    expect(isInitialFlow({ nodes: [{ id: 'start-1', type: 'start' }], edges: [] })).toBe(true);
    expect(isInitialFlow(undefined)).toBe(true);
    expect(isInitialFlow({ nodes: [{ id: 'start-1' }, { id: 'end-1' }], edges: [{}] })).toBe(false);
  });
});
