import { describe, expect, it } from 'vitest';
import {
  allowsProPowers,
  FLOW_STORAGE_LIMITS,
  getFlowStorageLimit,
  getMaxMenuButtons,
  getMonthlyReplyLimit,
  getUsageWarning,
  getVisitorHourlyLimits,
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

  it('let one visitor take far less than a month of replies from a bot in an hour', () => {
    for (const plan of PLAN_IDS) {
      const limits = getVisitorHourlyLimits(plan);
      const month = getMonthlyReplyLimit(plan);
      if (month !== null) expect(limits.replies).toBeLessThanOrEqual(month / 5);
      expect(limits.conversations).toBeLessThan(limits.replies);
    }
    expect(getVisitorHourlyLimits('gold')).toEqual(getVisitorHourlyLimits('free'));
  });

  it('warn the owner exactly when the month reaches 80 % and 100 %', () => {
    expect([79, 80, 81, 99, 100].map((replies) => getUsageWarning(replies, 100))).toEqual([
      null,
      80,
      null,
      null,
      100,
    ]);
    expect(getUsageWarning(1_600, 2_000)).toBe(80);
    expect(getUsageWarning(5_000, null)).toBeNull();
  });
});

describe('flow storage limits', () => {
  it('grow with the plan, and the operator-granted plan has none', () => {
    const limits = PAID_PLANS.map((plan) => getFlowStorageLimit(plan) ?? 0);
    expect(getFlowStorageLimit('free')).toBe(10 * 1024 * 1024);
    expect(limits).toEqual([...limits].sort((a, b) => a - b));
    expect(limits[0]).toBeGreaterThan(getFlowStorageLimit('free') ?? 0);
    expect(getFlowStorageLimit('pro')).toBeNull();
    expect(getFlowStorageLimit('desconocido')).toBe(FLOW_STORAGE_LIMITS.free);
  });
});
