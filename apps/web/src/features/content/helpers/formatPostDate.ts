import type { ContentLanguage } from './contentLanguage';

/**
 * A `YYYY-MM-DD` date written out for readers (the day does not shift with the time zone).
 * @example formatPostDate('2026-03-01', 'es') // '1 de marzo de 2026'
 */
export function formatPostDate(date: string, language: ContentLanguage): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(parsed);
}
