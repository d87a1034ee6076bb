import { titleFromFileName } from '../buildSections';
import { toInlineText, toMultilineText } from '../cleanText';
import { MAX_CSV_ROWS, MAX_TEXT_CHARS } from '../readerLimits';
import { ReaderFailure, type RecordsDocument } from '../readerTypes';
import { decodeText } from '../text/decodeText';
import { csvRows, sniffDelimiter } from './parseCsv';

export interface CsvLimits {
  maxRows?: number;
  maxChars?: number;
}

/**
 * A CSV file as records: the encoding and the delimiter (`,` `;` tab) found from the bytes, the
 * first non-blank row naming the columns (a blank name becomes `columnN`, a repeated one
 * `name (2)`), blank rows skipped, every record holding every column. Fails with `tooLarge` past
 * 2,000 rows or 2 MB of text, `empty` without a row under the header.
 * @example readCsv('precios.csv', bytesOf('Plan;Precio\nPro;"20,00 €"'))
 * // { kind: 'records', title: 'precios', records: [{ Plan: 'Pro', Precio: '20,00 €' }] }
 */
export function readCsv(fileName: string, bytes: Uint8Array, limits: CsvLimits = {}): RecordsDocument {
  const maxRows = limits.maxRows ?? MAX_CSV_ROWS;
  const maxChars = limits.maxChars ?? MAX_TEXT_CHARS;
  const text = decodeText(bytes);
  let header: string[] | null = null;
  const records: Record<string, string>[] = [];
  let chars = 0;
  for (const row of csvRows(text, sniffDelimiter(text))) {
    if (row.every((cell) => cell.trim() === '')) continue;
    if (!header) {
      header = columnNames(row);
      continue;
    }
    if (records.length >= maxRows) throw new ReaderFailure('tooLarge', `more than ${maxRows} rows`);
    const entries: [string, string][] = [];
    const width = Math.max(header.length, row.length);
    for (let column = 0; column < width; column++) {
      const value = toMultilineText(row[column] ?? '');
      chars += value.length;
      entries.push([header[column] ?? `column${column + 1}`, value]);
    }
    if (chars > maxChars) throw new ReaderFailure('tooLarge', `more than ${maxChars} characters of text`);
    // fromEntries defines own properties, so a column named __proto__ stays a column.
    records.push(Object.fromEntries(entries));
  }
  if (records.length === 0) throw new ReaderFailure('empty');
  return { kind: 'records', title: titleFromFileName(fileName), records };
}

/**
 * The header row's cells as unique column names.
 * @example columnNames([' Plan ', '', 'Plan']) // ['Plan', 'column2', 'Plan (2)']
 */
export function columnNames(cells: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return cells.map((cell, index) => {
    const base = toInlineText(cell) || `column${index + 1}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base} (${count})`;
  });
}
