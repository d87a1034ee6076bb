import { STORAGE_KEYS } from '@plubot/flow';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The palette entries the user starred, stored under `favoriteNodes` (power ids start with `power-`). */
export function readFavorites(storage: KeyValueStorage): string[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(STORAGE_KEYS.favoriteNodes) ?? '[]');
    return Array.isArray(value)
      ? [...new Set(value.filter((id): id is string => typeof id === 'string'))]
      : [];
  } catch {
    return [];
  }
}

/** Stars or unstars an entry; returns the new list (newest star last). */
export function toggleFavorite(favorites: readonly string[], entryId: string): string[] {
  return favorites.includes(entryId) ? favorites.filter((id) => id !== entryId) : [...favorites, entryId];
}

/** Stores the list; a refusing storage leaves the stars for this visit only. */
export function writeFavorites(storage: KeyValueStorage, favorites: readonly string[]): void {
  try {
    storage.setItem(STORAGE_KEYS.favoriteNodes, JSON.stringify(favorites));
  } catch {
    // Private mode or full storage.
  }
}

/** The favourite id of a power palette entry: `power-{powerId}`. */
export function getPowerFavoriteId(powerId: string): string {
  return `${STORAGE_KEYS.favoritePowerPrefix}${powerId}`;
}

/**
 * Whether a key press on a focused palette entry toggles its star: F, without Ctrl, Cmd or Alt
 * (so the browser's Ctrl+F find is left alone).
 */
export function isFavoriteKey(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}): boolean {
  return (event.key === 'f' || event.key === 'F') && !event.ctrlKey && !event.metaKey && !event.altKey;
}
