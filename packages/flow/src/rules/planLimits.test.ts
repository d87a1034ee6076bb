import { describe, expect, it } from 'vitest';
import { getMaxMenuButtons, getMonthlyReplyLimit, PLAN_LIMITS } from './planLimits';

describe('plan limits', () => {
  it('gives the free plan 3 menu buttons and 100 replies a month, and Pro no limit', () => {
    expect(PLAN_LIMITS.free).toEqual({ menuButtons: 3, monthlyReplies: 100 });
    expect(getMaxMenuButtons('free')).toBe(3);
    expect(getMaxMenuButtons('pro')).toBeUndefined();
    expect(getMonthlyReplyLimit('free')).toBe(100);
    expect(getMonthlyReplyLimit('pro')).toBeNull();
  });

  it('treats an unknown or missing plan as free', () => {
    expect(getMaxMenuButtons(undefined)).toBe(3);
    expect(getMonthlyReplyLimit('gold')).toBe(100);
  });
});
