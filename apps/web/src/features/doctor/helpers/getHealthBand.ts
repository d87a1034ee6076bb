/** How healthy a bot looks at a glance: the colour of its health badge. */
export type HealthBand = 'good' | 'fair' | 'poor';

/** Lowest score of each band (a bot with a blocking finding is 'poor' whatever its score). */
export const HEALTH_BANDS = { good: 90, fair: 60 } as const;

/**
 * The band of a health score: 'good' from 90, 'fair' from 60, else 'poor' — and always 'poor' while
 * some finding is blocking, since such a bot will fail people.
 *
 * @example getHealthBand({ score: 92, blocking: 0 }) // 'good'
 * @example getHealthBand({ score: 95, blocking: 1 }) // 'poor'
 */
export function getHealthBand(health: { readonly score: number; readonly blocking: number }): HealthBand {
  if (health.blocking > 0) return 'poor';
  if (health.score >= HEALTH_BANDS.good) return 'good';
  if (health.score >= HEALTH_BANDS.fair) return 'fair';
  return 'poor';
}
