import type { ProgressEvent } from '@plubot/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeDailyStreaks } from './computeDailyStreaks';
import { describeProgressEvent } from './describeProgressEvent';
import { groupEventsByMonth } from './groupEventsByMonth';

const event = (reason: string, overrides: Partial<ProgressEvent> = {}): ProgressEvent => ({
  reason,
  key: reason,
  xp: 10,
  plucoins: 5,
  detail: {},
  created_at: '2026-11-20T12:00:00.000Z',
  ...overrides,
});

const daily = (date: string) => event('daily_reward', { key: `daily:${date}`, detail: { date } });

describe('computeDailyStreaks', () => {
  it('counts the days in a row each daily reward closed, and restarts after a gap', () => {
    const streaks = computeDailyStreaks([
      daily('2026-11-25'),
      daily('2026-11-21'),
      daily('2026-11-22'),
      daily('2026-11-23'),
      daily('2026-10-31'),
      daily('2026-11-01'),
    ]);
    expect(Object.fromEntries(streaks)).toEqual({
      'daily:2026-10-31': 1,
      'daily:2026-11-01': 2,
      'daily:2026-11-21': 1,
      'daily:2026-11-22': 2,
      'daily:2026-11-23': 3,
      'daily:2026-11-25': 1,
    });
  });

  it('ignores other reasons and malformed dates', () => {
    const streaks = computeDailyStreaks([
      event('first_bot'),
      event('daily_reward', { detail: { date: 'ayer' } }),
    ]);
    expect(streaks.size).toBe(0);
  });

  it('gives n for n consecutive days, whatever their order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer(), (days, seed) => {
        const start = Date.UTC(2026, 0, 1);
        const events = Array.from({ length: days }, (_, index) =>
          daily(new Date(start + index * 86_400_000).toISOString().slice(0, 10)),
        ).sort(() => (seed % 2 === 0 ? 1 : -1));
        const streaks = computeDailyStreaks(events);
        expect(Math.max(...streaks.values())).toBe(days);
      }),
    );
  });
});

describe('describeProgressEvent', () => {
  it('names the first bot, and copes without its name', () => {
    expect(describeProgressEvent(event('first_bot', { detail: { name: 'Nova' } }))).toEqual({
      sentence: 'first_bot',
      params: { name: 'Nova' },
    });
    expect(describeProgressEvent(event('first_bot')).sentence).toBe('first_bot_unnamed');
  });

  it.each([
    'first_flow_with_end',
    'first_conversation',
    'conversations_10',
    'conversations_100',
    'first_lead',
    'lesson',
    'challenge',
    'legacy',
  ])('has a sentence of its own for %s', (reason) => {
    expect(describeProgressEvent(event(reason)).sentence).toBe(reason);
  });

  it('names the guide finished, the post read at 50 and 100 %', () => {
    expect(
      describeProgressEvent(event('tutorial', { detail: { slug: 'discord-channel-id' } })),
    ).toMatchObject({
      sentence: 'tutorial',
      subject: { type: 'guide', key: 'discordChannelId' },
    });
    expect(describeProgressEvent(event('tutorial', { detail: { slug: 'nada' } })).sentence).toBe(
      'tutorial_unknown',
    );
    expect(
      describeProgressEvent(event('blog_read', { detail: { slug: 'comparte-tu-bot', percent: 50 } })),
    ).toEqual({
      sentence: 'blog_read_50',
      params: {},
      postSlug: 'comparte-tu-bot',
    });
    expect(describeProgressEvent(event('blog_read', { detail: { slug: 'x', percent: 100 } })).sentence).toBe(
      'blog_read_100',
    );
  });

  it('tells the streak of a daily reward when there is one', () => {
    const events = [daily('2026-11-24'), daily('2026-11-25')];
    const streaks = computeDailyStreaks(events);
    expect(describeProgressEvent(daily('2026-11-25'), streaks)).toEqual({
      sentence: 'daily_reward_streak',
      params: { streak: 2 },
    });
    expect(describeProgressEvent(daily('2026-11-24'), streaks).sentence).toBe('daily_reward');
    expect(describeProgressEvent(event('streak_7', { detail: { streak: 7 } })).params).toEqual({ streak: 7 });
  });

  it('names achievements and what PluCoins bought', () => {
    expect(describeProgressEvent(event('achievement', { detail: { id: 'lead_hunter' } })).subject).toEqual({
      type: 'achievement',
      id: 'lead_hunter',
    });
    expect(
      describeProgressEvent(event('unlock', { detail: { kind: 'widget_theme', itemId: 'aurora' } })).subject,
    ).toEqual({ type: 'theme', id: 'aurora' });
    expect(
      describeProgressEvent(event('unlock', { detail: { kind: 'character', itemId: 'ada-lovelace' } }))
        .subject,
    ).toEqual({ type: 'character', id: 'ada-lovelace' });
    expect(
      describeProgressEvent(event('unlock', { detail: { kind: 'power_trial', itemId: 'notion' } })),
    ).toMatchObject({ sentence: 'unlock_power_trial', subject: { type: 'power', title: 'Notion' } });
    expect(
      describeProgressEvent(event('unlock', { detail: { kind: 'character', itemId: 'nadie' } })).sentence,
    ).toBe('unlock_unknown');
  });

  it('falls back to a general sentence for a reason it does not know', () => {
    expect(describeProgressEvent(event('algo_nuevo')).sentence).toBe('other');
  });
});

describe('groupEventsByMonth', () => {
  it('groups newest month first with its XP and PluCoins, spends counted negative', () => {
    const groups = groupEventsByMonth([
      event('first_bot', { created_at: '2026-10-10T12:00:00.000Z', xp: 50, plucoins: 20 }),
      event('unlock', { created_at: '2026-11-12T12:00:00.000Z', xp: 0, plucoins: -200 }),
      event('daily_reward', { created_at: '2026-11-15T12:00:00.000Z', xp: 10, plucoins: 100 }),
    ]);
    expect(groups.map((group) => [group.month, group.xp, group.plucoins])).toEqual([
      ['2026-11', 10, -100],
      ['2026-10', 50, 20],
    ]);
    expect(groups[0]?.events.map((entry) => entry.reason)).toEqual(['daily_reward', 'unlock']);
  });

  it('keeps every event exactly once', () => {
    fc.assert(
      fc.property(
        fc.array(fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true })),
        (dates) => {
          const events = dates.map((date, index) =>
            event('lesson', { key: `k${index}`, created_at: date.toISOString() }),
          );
          const groups = groupEventsByMonth(events);
          expect(groups.flatMap((group) => group.events.map((entry) => entry.key)).sort()).toEqual(
            events.map((entry) => entry.key).sort(),
          );
          expect(new Set(groups.map((group) => group.month)).size).toBe(groups.length);
        },
      ),
    );
  });
});
