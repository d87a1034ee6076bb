import { describe, expect, it } from 'vitest';
import { columnNames, readCsv } from './readCsv';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('readCsv', () => {
  it('reads a windows-1252 Excel export with ; and quotes', () => {
    const text =
      'Producto;Precio;Descripción\r\nCafé;"1,50 €";"Tostado; molido"\r\n;;\r\nTé;2;"El ""mejor""\r\nde la casa"\r\n';
    const high = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';
    const bytes = Uint8Array.from(
      [...text].map((c) => (high.includes(c) ? 0x80 + high.indexOf(c) : c.charCodeAt(0))),
    );
    expect(readCsv('carta.csv', bytes)).toEqual({
      kind: 'records',
      title: 'carta',
      records: [
        { Producto: 'Café', Precio: '1,50 €', Descripción: 'Tostado; molido' },
        { Producto: 'Té', Precio: '2', Descripción: 'El "mejor"\nde la casa' },
      ],
    });
  });

  it('fills short rows, names extra cells and skips blank lines before the header', () => {
    const document = readCsv('x.csv', utf8('\uFEFF\n\nA,B\n1\n1,2,3'));
    expect(document.records).toEqual([
      { A: '1', B: '' },
      { A: '1', B: '2', column3: '3' },
    ]);
  });

  it('fails with tooLarge past the row cap and empty without rows', () => {
    const many = ['a,b', ...Array.from({ length: 11 }, (_, i) => `${i},x`)].join('\n');
    expect(() => readCsv('x.csv', utf8(many), { maxRows: 10 })).toThrowError(/tooLarge/);
    expect(readCsv('x.csv', utf8(many), { maxRows: 11 }).records).toHaveLength(11);
    expect(() => readCsv('x.csv', utf8('solo,cabecera\n\n'))).toThrowError(/empty/);
    expect(() => readCsv('x.csv', utf8('a\nbbbbbbbbbbbb'), { maxChars: 5 })).toThrowError(/tooLarge/);
  });

  it('keeps a column named __proto__ as a column', () => {
    const [record] = readCsv('x.csv', utf8('__proto__,b\nx,y')).records;
    expect(Object.keys(record!)).toEqual(['__proto__', 'b']);
    expect(Object.getPrototypeOf(record)).toBe(Object.prototype);
  });

  it('names blank and repeated columns', () => {
    expect(columnNames([' Plan ', '', 'Plan', 'Plan'])).toEqual(['Plan', 'column2', 'Plan (2)', 'Plan (3)']);
  });
});
