import { describe, expect, it } from 'vitest';
import { getUnlockedAchievements, recordCustomizeOpened, recordShareCopy } from './embedAchievements';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  };
}

describe('embed achievements', () => {
  it('unlocks first share on the first copy and embed master on the 5th copy of a bot', () => {
    const storage = memoryStorage();
    expect(recordShareCopy(storage, 'u1', 'bot-a')).toEqual(['firstShare']);
    expect(recordShareCopy(storage, 'u1', 'bot-a')).toEqual([]);
    expect(recordShareCopy(storage, 'u1', 'bot-a')).toEqual([]);
    expect(recordShareCopy(storage, 'u1', 'bot-a')).toEqual([]);
    expect(recordShareCopy(storage, 'u1', 'bot-a')).toEqual(['embedMaster']);
    expect(recordShareCopy(storage, 'u1', 'bot-a')).toEqual([]);
    expect(getUnlockedAchievements(storage, 'u1')).toEqual(['firstShare', 'embedMaster']);
  });

  it('counts copies per bot', () => {
    const storage = memoryStorage();
    for (let i = 0; i < 4; i++) recordShareCopy(storage, 'u1', 'bot-a');
    expect(recordShareCopy(storage, 'u1', 'bot-b')).toEqual([]);
    expect(recordShareCopy(storage, 'u1', 'bot-a')).toEqual(['embedMaster']);
  });

  it('keeps each user apart', () => {
    const storage = memoryStorage();
    recordShareCopy(storage, 'u1', 'bot-a');
    expect(recordShareCopy(storage, 'u2', 'bot-c')).toEqual(['firstShare']);
  });

  it('unlocks customizer once', () => {
    const storage = memoryStorage();
    expect(recordCustomizeOpened(storage, 'u1')).toEqual(['customizer']);
    expect(recordCustomizeOpened(storage, 'u1')).toEqual([]);
  });

  it('survives unreadable stored data', () => {
    const storage = memoryStorage();
    storage.setItem('plubot_embed_achievements_u1', '{nope');
    storage.setItem('plubot_embed_copies_bot-a', 'abc');
    expect(recordShareCopy(storage, 'u1', 'bot-a')).toEqual(['firstShare']);
  });
});
