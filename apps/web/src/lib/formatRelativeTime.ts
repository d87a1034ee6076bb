const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * When something happened (a notification arrived, a message was written), as a short relative
 * text in the given language ('hace 5 min', '5 min ago'); a date once it is a week old.
 */
export function formatRelativeTime(isoTime: string, language: string, now = Date.now()): string {
  const at = Date.parse(isoTime);
  if (!Number.isFinite(at)) return '';
  const elapsed = Math.max(0, now - at);
  const relative = new Intl.RelativeTimeFormat(language, { numeric: 'auto', style: 'short' });
  if (elapsed < MINUTE) return relative.format(0, 'second');
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 7 * DAY) return relative.format(-Math.floor(elapsed / DAY), 'day');
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(at);
}
