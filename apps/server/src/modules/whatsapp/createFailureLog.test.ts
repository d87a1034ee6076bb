import { describe, expect, it } from 'vitest';
import { createFailureLog } from './createFailureLog';

describe('createFailureLog', () => {
  it('tells the last failure of a bot until it is cleared', () => {
    const log = createFailureLog({ now: () => 1_000 });
    log.record('bot', 'connectionLost');
    log.record('bot', 'loggedOut');
    expect(log.read('bot')).toEqual({ reason: 'loggedOut', at: 1_000 });
    expect(log.read('other')).toBeUndefined();
    log.clear('bot');
    expect(log.read('bot')).toBeUndefined();
  });

  it('forgets a failure once it is older than its time to live', () => {
    let now = 0;
    const log = createFailureLog({ now: () => now, ttlMs: 100 });
    log.record('bot', 'qrExpired');
    now = 99;
    expect(log.read('bot')?.reason).toBe('qrExpired');
    now = 100;
    expect(log.read('bot')).toBeUndefined();
  });

  it('drops the oldest bot first when full', () => {
    const log = createFailureLog({ now: () => 0, maxEntries: 2 });
    log.record('a', 'banned');
    log.record('b', 'banned');
    log.record('a', 'unknown');
    log.record('c', 'banned');
    expect(log.read('b')).toBeUndefined();
    expect(log.read('a')?.reason).toBe('unknown');
    expect(log.read('c')?.reason).toBe('banned');
  });
});
