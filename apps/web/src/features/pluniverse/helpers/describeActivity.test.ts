import { ACHIEVEMENT_IDS, PROGRESS_REWARDS } from '@plubot/contracts';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_REASONS, describeActivity } from './describeActivity';

const entry = (kind: string, detail: Record<string, string | number> = {}) => ({
  kind,
  detail: { xp: 10, plucoins: 5, ...detail },
  created_at: '2026-11-25T10:00:00.000Z',
});

describe('describeActivity', () => {
  it('has its own sentence for every reason of the ledger', () => {
    for (const reason of [...Object.keys(PROGRESS_REWARDS), 'achievement', 'unlock']) {
      expect(ACTIVITY_REASONS).toContain(reason);
      const detail: Record<string, string> = reason === 'achievement' ? { id: 'first_plubot' } : {};
      expect(describeActivity(entry(reason, detail)).key).toBe(`pluniverse.activity.reasons.${reason}`);
    }
  });

  it('carries the values the sentences need', () => {
    expect(describeActivity(entry('first_bot', { name: 'Nova' })).values).toMatchObject({
      name: 'Nova',
      xp: 10,
    });
    expect(describeActivity(entry('streak_7', { streak: 14 })).values.streak).toBe(14);
    expect(describeActivity(entry('blog_read', { percent: 50 })).values.percent).toBe(50);
    expect(describeActivity(entry('daily_reward', { plucoins: 100 })).values.plucoins).toBe(100);
  });

  it('names the achievement, for every achievement', () => {
    for (const id of ACHIEVEMENT_IDS) {
      expect(describeActivity(entry('achievement', { id })).nameKey).toBe(
        `pluniverse.achievements.${id}.name`,
      );
    }
  });

  it('says what PluCoins bought, as a positive amount', () => {
    const sentence = describeActivity(
      entry('unlock', { kind: 'widget_theme', itemId: 'aurora', plucoins: -200 }),
    );
    expect(sentence.itemKey).toBe('pluniverse.activity.unlockKinds.widget_theme');
    expect(sentence.values.plucoins).toBe(200);
  });

  it('reads unknown reasons and unknown achievements as the XP earned', () => {
    expect(describeActivity(entry('something_new')).key).toBe('pluniverse.activity.reasons.other');
    expect(describeActivity(entry('achievement', { id: 'nope' })).key).toBe(
      'pluniverse.activity.reasons.other',
    );
  });
});
