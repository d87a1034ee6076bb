/** The delimiters a CSV file may use, in the order a tie is settled. */
export const CSV_DELIMITERS = [',', ';', '\t'] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

const SNIFF_ROWS = 20;

/**
 * The rows of CSV text, lazily: fields split at `delimiter`, a field in double quotes may hold the
 * delimiter, line breaks and doubled quotes (`""`); rows end at CRLF, LF or CR. An unclosed quote
 * runs to the end of the text. Blank lines are rows with one empty field.
 * @example [...csvRows('a;"b;c"\n1;"dijo ""sí"""', ';')] // [['a', 'b;c'], ['1', 'dijo "sí"']]
 */
export function* csvRows(text: string, delimiter: CsvDelimiter): Generator<string[]> {
  let row: string[] = [];
  let field = '';
  let fieldStarted = false;
  let index = 0;
  const length = text.length;
  while (index < length) {
    const char = text[index]!;
    if (char === '"' && !fieldStarted) {
      const quoted = readQuoted(text, index + 1);
      field = quoted.value;
      fieldStarted = true;
      index = quoted.next;
      // Anything between the closing quote and the delimiter is kept, as spreadsheets do.
      while (index < length && text[index] !== delimiter && text[index] !== '\n' && text[index] !== '\r') {
        field += text[index];
        index++;
      }
      continue;
    }
    if (char === delimiter) {
      row.push(field);
      field = '';
      fieldStarted = false;
    } else if (char === '\n' || char === '\r') {
      row.push(field);
      yield row;
      row = [];
      field = '';
      fieldStarted = false;
      if (char === '\r' && text[index + 1] === '\n') index++;
    } else {
      field += char;
      fieldStarted = true;
    }
    index++;
  }
  if (fieldStarted || row.length > 0) {
    row.push(field);
    yield row;
  }
}

function readQuoted(text: string, start: number): { value: string; next: number } {
  let value = '';
  let index = start;
  while (index < text.length) {
    const quote = text.indexOf('"', index);
    if (quote === -1) return { value: value + text.slice(index), next: text.length };
    value += text.slice(index, quote);
    if (text[quote + 1] === '"') {
      value += '"';
      index = quote + 2;
    } else {
      return { value, next: quote + 1 };
    }
  }
  return { value, next: index };
}

/**
 * The delimiter the text most likely uses: of `,` `;` and tab, the one that splits the first
 * rows into the same number (more than one) of fields most often; `,` when none splits anything.
 * @example sniffDelimiter('nombre;precio\nCafé;1,50\nTé;1,20') // ';'
 */
export function sniffDelimiter(text: string): CsvDelimiter {
  let best: { delimiter: CsvDelimiter; consistency: number; columns: number } | null = null;
  for (const delimiter of CSV_DELIMITERS) {
    const counts: number[] = [];
    for (const row of csvRows(text, delimiter)) {
      if (row.length === 1 && row[0]!.trim() === '') continue;
      counts.push(row.length);
      if (counts.length >= SNIFF_ROWS) break;
    }
    const columns = counts[0] ?? 1;
    if (columns < 2) continue;
    const consistency = counts.filter((count) => count === columns).length / counts.length;
    if (
      !best ||
      consistency > best.consistency ||
      (consistency === best.consistency && columns > best.columns)
    ) {
      best = { delimiter, consistency, columns };
    }
  }
  return best?.delimiter ?? ',';
}
