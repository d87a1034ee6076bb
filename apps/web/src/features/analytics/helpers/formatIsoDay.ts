/**
 * A `YYYY-MM-DD` day in the interface's language, read as UTC (the analytics days are UTC days):
 * 'short' → "4 mar", 'long' → "4 mar 2025".
 * @example formatIsoDay('2025-03-04', 'en', 'long') // 'Mar 4, 2025'
 */
export function formatIsoDay(day: string, language: string, style: 'short' | 'long' = 'long'): string {
  const time = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(time)) return day;
  return new Date(time).toLocaleDateString(language, {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    ...(style === 'long' ? { year: 'numeric' } : {}),
  });
}
