import { describe, expect, it } from 'vitest';
import { buildCsv, listDataKeys, toCsvCell } from './buildCsv';

describe('buildCsv', () => {
  it('writes a BOM, comma-separated cells, CRLF rows and a blank line for an empty row', () => {
    expect(buildCsv([['a', 1], [], [null, undefined]])).toBe('\uFEFFa,1\r\n\r\n,\r\n');
  });

  it('quotes cells holding commas, quotes or line breaks', () => {
    expect(buildCsv([['x,y', 'say "hi"', 'one\ntwo']])).toBe('\uFEFF"x,y","say ""hi""","one\ntwo"\r\n');
  });
});

describe('toCsvCell', () => {
  it.each(['=SUM(A1)', '+1', '-1', '@cmd', '\tx', '\rx'])('defuses a formula start in %j', (text) => {
    expect(toCsvCell(text).replace(/^"/, '')).toMatch(/^'/);
  });

  it('keeps plain text and numbers as they are', () => {
    expect(toCsvCell('Ana')).toBe('Ana');
    expect(toCsvCell(42)).toBe('42');
  });
});

describe('listDataKeys', () => {
  it('lists every field once, in first-seen order', () => {
    expect(listDataKeys([{ nombre: 'Ana' }, { email: 'a@b.co', nombre: 'Luis' }, {}])).toEqual([
      'nombre',
      'email',
    ]);
  });
});
