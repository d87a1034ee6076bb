import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSV_DELIMITERS, type CsvDelimiter, csvRows, sniffDelimiter } from './parseCsv';

/** Rows written as CSV the way a spreadsheet does: a cell quoted when it needs to be. */
function writeCsv(rows: string[][], delimiter: CsvDelimiter, newline: string): string {
  const cell = (value: string) =>
    value === '' || /["\r\n]/.test(value) || value.includes(delimiter) || value.startsWith(' ')
      ? `"${value.replace(/"/g, '""')}"`
      : value;
  return rows.map((row) => row.map(cell).join(delimiter)).join(newline);
}

describe('csvRows', () => {
  it('reads quoted fields with delimiters, quotes and line breaks', () => {
    const text = 'Plan;Nota\r\nPro;"dijo ""sí""; y\r\nse fue"\r\n"";x\n\nfin';
    expect([...csvRows(text, ';')]).toEqual([
      ['Plan', 'Nota'],
      ['Pro', 'dijo "sí"; y\r\nse fue'],
      ['', 'x'],
      [''],
      ['fin'],
    ]);
  });

  it('keeps an unclosed quote to the end and text after a closing quote', () => {
    expect([...csvRows('a,"b" c,d\n"sin cerrar,\nfin', ',')]).toEqual([
      ['a', 'b c', 'd'],
      ['sin cerrar,\nfin'],
    ]);
  });

  it('reads back any table written as CSV, with any delimiter and line ending', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string({ unit: 'grapheme-composite' }), { minLength: 2, maxLength: 5 }), {
          minLength: 1,
          maxLength: 8,
        }),
        fc.constantFrom(...CSV_DELIMITERS),
        fc.constantFrom('\n', '\r\n'),
        (rows, delimiter, newline) => {
          expect([...csvRows(writeCsv(rows, delimiter, newline), delimiter)]).toEqual(rows);
        },
      ),
    );
  });
});

describe('sniffDelimiter', () => {
  it('finds the delimiter of Spanish exports with decimal commas', () => {
    expect(sniffDelimiter('nombre;precio\nCafé;1,50\nTé con leche;1,20')).toBe(';');
    expect(sniffDelimiter('a\tb\tc\n1\t2,5\t3')).toBe('\t');
    expect(sniffDelimiter('a,b\n"x;y",2')).toBe(',');
    expect(sniffDelimiter('solo una columna\nvalor')).toBe(',');
  });

  it('finds the delimiter of any table whose cells do not hold another delimiter', () => {
    const cell = fc.stringMatching(/^[A-Za-zÁÉÍÓÚáéíóúñ0-9 .€-]{0,12}$/);
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 6 }).chain((columns) =>
          fc.array(fc.array(cell, { minLength: columns, maxLength: columns }), {
            minLength: 1,
            maxLength: 10,
          }),
        ),
        fc.constantFrom(...CSV_DELIMITERS),
        (rows, delimiter) => {
          expect(sniffDelimiter(writeCsv(rows, delimiter, '\n'))).toBe(delimiter);
        },
      ),
    );
  });
});
