/**
 * A trial's end as a long date in the interface's language ("2 de diciembre de 2026"); falls back
 * to the ISO day for an invalid language tag.
 */
export function formatTrialDate(date: Date, language: string | undefined): string {
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(date);
  } catch {
    return date.toISOString().slice(0, 10);
  }
}
