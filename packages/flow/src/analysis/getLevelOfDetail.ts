/** How much of a node is drawn at the current zoom. */
export type LevelOfDetail = 'FULL' | 'COMPACT' | 'MINI';

/** The zoom at which each level starts (spec §9). */
export const LEVEL_OF_DETAIL_THRESHOLDS = { full: 0.3, compact: 0.15 } as const;

/** Titles are cut to this many characters in the compact view. */
export const COMPACT_TITLE_LENGTH = 20;

/**
 * The level of detail for a zoom: FULL at 0.3 or above, COMPACT at 0.15 or above, otherwise MINI.
 *
 * @example getLevelOfDetail(0.2) // 'COMPACT'
 */
export function getLevelOfDetail(zoom: number): LevelOfDetail {
  if (zoom >= LEVEL_OF_DETAIL_THRESHOLDS.full) return 'FULL';
  if (zoom >= LEVEL_OF_DETAIL_THRESHOLDS.compact) return 'COMPACT';
  return 'MINI';
}

/** A title cut to 20 characters for the compact view, with '…' when something was cut. */
export function truncateCompactTitle(title: string): string {
  const characters = Array.from(title);
  if (characters.length <= COMPACT_TITLE_LENGTH) return title;
  return `${characters.slice(0, COMPACT_TITLE_LENGTH).join('')}…`;
}
