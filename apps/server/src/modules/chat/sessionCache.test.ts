import { describe, expect, it } from 'vitest';
import { createSessionCache, type SessionForTurn } from './sessionCache';

const row = (plubotId: string, turn = 1): SessionForTurn => ({
  turn,
  ended: false,
  state: { turn },
  flowRevision: 1,
  publishedVersion: 1,
  messageCount: 2,
  plubotId,
  ownerId: 'owner',
  name: 'Nova',
  ownerEmail: 'owner@example.com',
  plan: 'pro',
  visitorKey: null,
  byOwner: false,
  channel: 'web',
  contact: null,
  handoffStatus: 'bot',
});

describe('createSessionCache', () => {
  it('hands a kept row to one turn only: the next turn must keep it again', () => {
    const cache = createSessionCache({ enabled: true });
    cache.set('s1', row('b1'));
    expect(cache.get('s1')?.turn).toBe(1);
    expect(cache.get('s1')).toBeUndefined();
  });

  it('keeps nothing when disabled (several server copies)', () => {
    const cache = createSessionCache({ enabled: false });
    cache.set('s1', row('b1'));
    expect(cache.get('s1')).toBeUndefined();
  });

  it('forgets rows past their time to live', () => {
    let now = 1_000;
    const cache = createSessionCache({ enabled: true, ttlMs: 100, now: () => now });
    cache.set('s1', row('b1'));
    cache.set('s2', row('b1'));
    now += 99;
    expect(cache.get('s1')).toBeDefined();
    now += 1;
    expect(cache.get('s2')).toBeUndefined();
  });

  it('drops the least recently kept row past its size', () => {
    const cache = createSessionCache({ enabled: true, maxEntries: 2 });
    cache.set('s1', row('b1'));
    cache.set('s2', row('b1'));
    cache.set('s1', row('b1', 2));
    cache.set('s3', row('b1'));
    expect(cache.get('s2')).toBeUndefined();
    expect(cache.get('s1')?.turn).toBe(2);
    expect(cache.get('s3')).toBeDefined();
  });

  it('forgets every session of a deleted bot', () => {
    const cache = createSessionCache({ enabled: true });
    cache.set('s1', row('b1'));
    cache.set('s2', row('b2'));
    cache.forgetBot('b1');
    expect(cache.get('s1')).toBeUndefined();
    expect(cache.get('s2')).toBeDefined();
  });

  it('forgets one session when a person wrote in it', () => {
    const cache = createSessionCache({ enabled: true });
    cache.set('s1', row('b1'));
    cache.set('s2', row('b1'));
    cache.forget('s1');
    expect(cache.get('s1')).toBeUndefined();
    expect(cache.get('s2')).toEqual(row('b1'));
  });
});
