import { POWERS, type PowerDefinition } from '@plubot/contracts';
import { describe, expect, it } from 'vitest';
import { getBlockedProPowers, getPowerAccess } from './getPowerAccess';
import { getActiveTrialIds, getPowerTrial } from './getPowerTrial';

const NOW = new Date('2026-11-25T12:00:00Z');
const UNLOCKS = [
  { kind: 'power_trial' as const, itemId: 'telegram', expiresAt: '2026-12-02T12:00:00Z' },
  { kind: 'power_trial' as const, itemId: 'stripe', expiresAt: '2026-11-20T12:00:00Z' },
  { kind: 'widget_theme' as const, itemId: 'galaxia', expiresAt: null },
];
const power = (id: string) => POWERS.find((entry) => entry.id === id) as PowerDefinition;

describe('getPowerTrial', () => {
  it('tells a running trial from an ended one and from none', () => {
    expect(getPowerTrial(UNLOCKS, 'telegram', NOW)).toEqual({
      status: 'active',
      expiresAt: new Date('2026-12-02T12:00:00Z'),
    });
    expect(getPowerTrial(UNLOCKS, 'stripe', NOW).status).toBe('ended');
    expect(getPowerTrial(UNLOCKS, 'paypal', NOW)).toEqual({ status: 'none' });
    expect(getPowerTrial(undefined, 'telegram', NOW)).toEqual({ status: 'none' });
  });

  it('only counts power trials', () => {
    expect(getPowerTrial(UNLOCKS, 'galaxia', NOW)).toEqual({ status: 'none' });
    expect([...getActiveTrialIds(UNLOCKS, NOW)]).toEqual(['telegram']);
  });
});

describe('getPowerAccess', () => {
  const trials = new Set(['telegram']);

  it('lets free powers through on any plan', () => {
    expect(getPowerAccess(power('slack'), false, trials)).toBe('free');
  });

  it('opens Pro powers with a Pro plan or a running trial, and locks them otherwise', () => {
    expect(getPowerAccess(power('stripe'), true, trials)).toBe('plan');
    expect(getPowerAccess(power('telegram'), false, trials)).toBe('trial');
    expect(getPowerAccess(power('stripe'), false, trials)).toBe('locked');
  });

  it('names the Pro powers a bot may not keep', () => {
    const blocked = getBlockedProPowers(['slack', 'telegram', 'stripe', 'canva'], POWERS, false, trials);
    expect(blocked.map((entry) => entry.id)).toEqual(['stripe', 'canva']);
    expect(getBlockedProPowers(['stripe'], POWERS, true, trials)).toEqual([]);
  });
});
