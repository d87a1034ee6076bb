/**
 * A day written out in the user's language, as the profile's lists say when something happened.
 * @example formatLongDate('2025-03-05T12:00:00Z', 'es') // '5 de marzo de 2025'
 */
export function formatLongDate(iso: string, language: string): string {
  return new Date(iso).toLocaleDateString(language, { day: 'numeric', month: 'long', year: 'numeric' });
}
