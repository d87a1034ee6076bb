const formats = new Map<string, Intl.NumberFormat>();

/**
 * A whole number in the interface's language ("1.200" in Spanish, "1,200" in English). One
 * formatter per language is kept, since thousands of badges may format at once.
 * @example formatCount(1200, 'en') // '1,200'
 */
export function formatCount(value: number, language: string): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
    formats.set(language, format);
  }
  return format.format(value);
}
