import { DEFAULT_EXPORT_PLUBOT_NAME } from '../model/exportFileSchema';

/** Characters no common file system accepts in a file name (control characters are handled apart). */
const FORBIDDEN = /[\\/:*?"<>|]+/g;

/**
 * The name of a downloaded export: `flujo-{name}-{YYYY-MM-DD}.json`, with the date in UTC.
 * Characters that file systems refuse become '-', whitespace runs become '-', and an empty name
 * falls back to 'Mi Chatbot'.
 *
 * @example getExportFileName('Mi Bot', new Date('2025-03-09T10:00:00Z')) // 'flujo-Mi-Bot-2025-03-09.json'
 */
export function getExportFileName(plubotName: string | null | undefined, date: Date): string {
  const cleaned = Array.from(plubotName ?? '', (char) => (char.charCodeAt(0) < 32 ? '-' : char))
    .join('')
    .replace(FORBIDDEN, '-')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
  const name = cleaned || DEFAULT_EXPORT_PLUBOT_NAME.replace(/\s+/g, '-');
  return `flujo-${name}-${date.toISOString().slice(0, 10)}.json`;
}
