import { PROGRESS_REWARDS } from '@plubot/contracts';
import { describe, expect, it } from 'vitest';
import { describeActivity, KNOWN_ACTIVITY_REASONS } from './describeActivity';

describe('describeActivity', () => {
  it('names every reward reason of the ledger', () => {
    for (const reason of Object.keys(PROGRESS_REWARDS)) {
      expect(KNOWN_ACTIVITY_REASONS).toContain(reason);
    }
  });

  it('reads the reason and the amounts moved', () => {
    expect(
      describeActivity({ kind: 'daily_reward', detail: { xp: 10, plucoins: 100, date: '2026-01-01' } }),
    ).toEqual({
      reason: 'daily_reward',
      xp: 10,
      plucoins: 100,
    });
    expect(describeActivity({ kind: 'unlock', detail: { xp: 0, plucoins: -150 } })).toEqual({
      reason: 'unlock',
      xp: 0,
      plucoins: -150,
    });
  });

  it('shows an unknown reason as other, with missing amounts as zero', () => {
    expect(describeActivity({ kind: 'something_new', detail: { xp: 'x' } })).toEqual({
      reason: 'other',
      xp: 0,
      plucoins: 0,
    });
  });
});
