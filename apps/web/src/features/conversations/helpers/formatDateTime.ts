/**
 * A date and time for the owner's screens in the interface language, e.g. "12 mar 2026, 14:05".
 * An unreadable date is shown as it came.
 */
export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
