/**
 * When a version went live, as people say it: "hace un momento", "hace 5 minutos", "hace 2 horas",
 * then the date. In the interface's language (Intl), so Spanish and English read naturally.
 * @example formatPublishedAgo('2026-11-27T10:00:00Z', Date.parse('2026-11-27T10:05:00Z'), 'es') // 'hace 5 minutos'
 */
export function formatPublishedAgo(iso: string, now: number, language: string): string {
  const at = Date.parse(iso);
  if (!Number.isFinite(at)) return '';
  const seconds = Math.max(0, Math.round((now - at) / 1000));
  const relative = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  if (seconds < 60) return relative.format(0, 'second');
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return relative.format(-minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 24) return relative.format(-hours, 'hour');
  return new Date(at).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });
}
