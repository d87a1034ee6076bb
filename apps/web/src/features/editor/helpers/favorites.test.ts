import { describe, expect, it } from 'vitest';
import {
  getPowerFavoriteId,
  isFavoriteKey,
  readFavorites,
  toggleFavorite,
  writeFavorites,
} from './favorites';

function memoryStorage(initial?: string) {
  const values = new Map<string, string>(initial ? [['favoriteNodes', initial]] : []);
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('palette favourites', () => {
  it('are stored under favoriteNodes, power entries prefixed power-', () => {
    const storage = memoryStorage();
    writeFavorites(storage, toggleFavorite(toggleFavorite([], 'message'), getPowerFavoriteId('slack')));
    expect(storage.values.get('favoriteNodes')).toBe('["message","power-slack"]');
    expect(readFavorites(storage)).toEqual(['message', 'power-slack']);
  });

  it('toggle off again', () => {
    expect(toggleFavorite(['message', 'end'], 'message')).toEqual(['end']);
  });

  it('read garbage as no favourites and drop non-strings and repeats', () => {
    expect(readFavorites(memoryStorage('{'))).toEqual([]);
    expect(readFavorites(memoryStorage('{"a":1}'))).toEqual([]);
    expect(readFavorites(memoryStorage('["end", 3, "end"]'))).toEqual(['end']);
  });
});

describe('isFavoriteKey', () => {
  const press = (
    key: string,
    modifiers: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {},
  ) => isFavoriteKey({ key, ctrlKey: false, metaKey: false, altKey: false, ...modifiers });

  it('takes F, with or without Shift', () => {
    expect(press('f')).toBe(true);
    expect(press('F')).toBe(true);
  });

  it("leaves other keys and the browser's Ctrl/Cmd/Alt+F alone", () => {
    expect(press('Enter')).toBe(false);
    expect(press(' ')).toBe(false);
    expect(press('f', { ctrlKey: true })).toBe(false);
    expect(press('f', { metaKey: true })).toBe(false);
    expect(press('f', { altKey: true })).toBe(false);
  });
});
