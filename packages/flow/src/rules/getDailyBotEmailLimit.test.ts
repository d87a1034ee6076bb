import { describe, expect, it } from 'vitest';
import { getDailyBotEmailLimit, PLAN_IDS, PLAN_LIMITS } from './planLimits';

describe('getDailyBotEmailLimit', () => {
  it('caps every plan, more on the bigger ones, and reads an unknown plan as free', () => {
    expect(getDailyBotEmailLimit('free')).toBe(PLAN_LIMITS.free.dailyBotEmails);
    expect(getDailyBotEmailLimit('desconocido')).toBe(PLAN_LIMITS.free.dailyBotEmails);
    expect(getDailyBotEmailLimit(undefined)).toBe(PLAN_LIMITS.free.dailyBotEmails);
    for (const plan of PLAN_IDS) expect(getDailyBotEmailLimit(plan)).toBeGreaterThan(0);
    expect(getDailyBotEmailLimit('starter')).toBeGreaterThan(getDailyBotEmailLimit('free'));
    expect(getDailyBotEmailLimit('legend')).toBeGreaterThanOrEqual(getDailyBotEmailLimit('master'));
  });
});
