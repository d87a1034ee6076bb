import { describe, expect, it } from 'vitest';
import {
  allowsProPowers,
  getMaxMenuButtons,
  getMonthlyReplyLimit,
  PAID_PLANS,
  PLAN_IDS,
  PLAN_LIMITS,
  toPlanId,
} from './planLimits';

describe('plan limits', () => {
  it('keep the free plan of the spec: 3 buttons, 100 replies, free powers only', () => {
    expect(PLAN_LIMITS.free).toMatchObject({ menuButtons: 3, monthlyReplies: 100, proPowers: false });
    expect(getMaxMenuButtons('free')).toBe(3);
    expect(getMonthlyReplyLimit('free')).toBe(100);
    expect(allowsProPowers('free')).toBe(false);
  });

  it('price the paid plans as the issue says and let them use every power', () => {
    expect(PAID_PLANS.map((plan) => PLAN_LIMITS[plan].priceUsd)).toEqual([14, 29, 59]);
    for (const plan of PAID_PLANS) {
      expect(allowsProPowers(plan)).toBe(true);
      expect(getMaxMenuButtons(plan)).toBeUndefined();
    }
    expect(getMonthlyReplyLimit('starter')).toBe(2_000);
    expect(getMonthlyReplyLimit('legend')).toBeNull();
    expect(getMonthlyReplyLimit('pro')).toBeNull();
  });

  it('lists every plan once and reads anything unknown as free', () => {
    expect([...PLAN_IDS].sort()).toEqual(Object.keys(PLAN_LIMITS).sort());
    expect(toPlanId('gold')).toBe('free');
    expect(toPlanId(undefined)).toBe('free');
    expect(getMaxMenuButtons('gold')).toBe(3);
  });
});
