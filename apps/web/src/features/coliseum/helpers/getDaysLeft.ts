const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whole days (rounded up) until `endsAt`, never below 0: on the last day of the week it is 1.
 * @example getDaysLeft('2026-11-30T00:00:00Z', new Date('2026-11-25T12:00:00Z')) // 5
 */
export function getDaysLeft(endsAt: string, now: Date = new Date()): number {
  const end = Date.parse(endsAt);
  if (Number.isNaN(end)) return 0;
  return Math.max(0, Math.ceil((end - now.getTime()) / DAY_MS));
}
