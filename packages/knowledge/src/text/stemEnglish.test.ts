import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { stemEnglish } from './stemEnglish';

function readPairs(name: string): [string, string][] {
  const text = readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => line.split('\t') as [string, string]);
}

describe('stemEnglish', () => {
  it('gives the official Snowball stem for a sample of its vocabulary', () => {
    const pairs = readPairs('snowball-english.tsv');
    expect(pairs.length).toBeGreaterThan(4200);
    const wrong = pairs.filter(([word, stem]) => stemEnglish(word) !== stem);
    expect(wrong).toEqual([]);
  });

  it.each([
    ['shipping', 'ship'],
    ['refunds', 'refund'],
    ['appointments', 'appoint'],
    ['generously', 'generous'],
    ['dying', 'die'],
    ['skies', 'sky'],
    ["customer's", 'custom'],
    ['by', 'by'],
    ['', ''],
  ])('stems %s as %s', (word, stem) => expect(stemEnglish(word)).toBe(stem));
});
