import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { stemSpanish } from './stemSpanish';

function readPairs(name: string): [string, string][] {
  const text = readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => line.split('\t') as [string, string]);
}

describe('stemSpanish', () => {
  it('gives the official Snowball stem for a sample of its vocabulary', () => {
    const pairs = readPairs('snowball-spanish.tsv');
    expect(pairs.length).toBeGreaterThan(2800);
    const wrong = pairs.filter(([word, stem]) => stemSpanish(word) !== stem);
    expect(wrong).toEqual([]);
  });

  it.each([
    ['devoluciones', 'devolu'],
    ['devolución', 'devolu'],
    ['envíos', 'envi'],
    ['envio', 'envi'],
    ['pagando', 'pag'],
    ['haciéndolo', 'hac'],
    ['reservaciones', 'reserv'],
    ['rápidamente', 'rapid'],
    ['a', 'a'],
    ['', ''],
  ])('stems %s as %s', (word, stem) => expect(stemSpanish(word)).toBe(stem));
});
