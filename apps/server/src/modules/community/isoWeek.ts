const DAY_MS = 24 * 60 * 60 * 1000;

/** One ISO week in UTC: Monday 00:00 (inclusive) to the next Monday 00:00 (exclusive). */
export interface IsoWeek {
  /** The ISO week-numbering year (may differ from the calendar year around New Year). */
  year: number;
  /** 1 to 53. */
  week: number;
  /** '2026-W48': the week's key in ledger idempotency keys. */
  key: string;
  start: Date;
  end: Date;
}

/**
 * The ISO week (UTC, weeks start on Monday; week 1 holds the year's first Thursday) that `at`
 * falls in.
 * @example getIsoWeek(new Date('2026-11-25T12:00:00Z')).key // '2026-W48'
 */
export function getIsoWeek(at: Date): IsoWeek {
  const day = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  const weekday = (new Date(day).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const start = day - weekday * DAY_MS;
  const thursday = new Date(start + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const firstThursday = Date.UTC(year, 0, 1 + ((4 - new Date(Date.UTC(year, 0, 1)).getUTCDay() + 7) % 7));
  const week = 1 + Math.round((thursday.getTime() - firstThursday) / (7 * DAY_MS));
  return {
    year,
    week,
    key: `${year}-W${String(week).padStart(2, '0')}`,
    start: new Date(start),
    end: new Date(start + 7 * DAY_MS),
  };
}
