/**
 * Rows as a spreadsheet file: UTF-8 with a BOM (so spreadsheets read the accents), cells joined by
 * commas, rows ended by CRLF, every cell through `toCsvCell`. An empty row is a blank line.
 */
export function buildCsv(rows: readonly (readonly unknown[])[]): string {
  return `\uFEFF${rows.map((cells) => cells.map(toCsvCell).join(',')).join('\r\n')}\r\n`;
}

/** A CSV cell, quoted when needed, and defused against spreadsheet formula injection. */
export function toCsvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The data columns of rows of collected data: every field any row has, in first-seen order, so
 * rows from different versions of a flow line up.
 * @example listDataKeys([{ nombre: 'Ana' }, { email: 'a@b.co', nombre: 'Luis' }]) // ['nombre', 'email']
 */
export function listDataKeys(rows: readonly Readonly<Record<string, unknown>>[]): string[] {
  return [...new Set(rows.flatMap((row) => Object.keys(row)))];
}
