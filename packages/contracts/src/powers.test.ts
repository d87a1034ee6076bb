import { describe, expect, it } from 'vitest';
import { getLockedPowers, POWERS } from './powers';

const proPowers = POWERS.filter((power) => power.pro).map((power) => power.id);

describe('getLockedPowers', () => {
  it('locks every Pro power on the free plan, and no free one', () => {
    expect(getLockedPowers('free', [])).toEqual(proPowers);
    expect(getLockedPowers(undefined, [])).toEqual(proPowers);
    expect(getLockedPowers('free', [])).not.toContain('slack');
  });

  it('unlocks a Pro power while its trial runs', () => {
    const locked = getLockedPowers('free', ['telegram']);
    expect(locked).not.toContain('telegram');
    expect(locked).toContain('stripe');
  });

  it.each(['starter', 'master', 'legend', 'pro'])('locks nothing on the %s plan', (plan) => {
    expect(getLockedPowers(plan, [])).toEqual([]);
  });
});
