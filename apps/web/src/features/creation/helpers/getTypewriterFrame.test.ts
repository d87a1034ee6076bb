import { describe, expect, it } from 'vitest';
import { getTypewriterDuration, getTypewriterFrame } from './getTypewriterFrame';

const WELCOME = { charMs: 40, lineDelayMs: 1200, startDelayMs: 800, endDelayMs: 600 };

describe('getTypewriterFrame', () => {
  it('waits the start delay, then types one character every charMs', () => {
    expect(getTypewriterFrame(['Hola'], 799, WELCOME).lines).toEqual([]);
    expect(getTypewriterFrame(['Hola'], 800, WELCOME).lines).toEqual(['']);
    expect(getTypewriterFrame(['Hola'], 800 + 40 * 3, WELCOME).lines).toEqual(['Hol']);
  });

  it('pauses between lines and is done after the end delay', () => {
    const lines = ['ab', 'cd'];
    const afterFirst = 800 + 80;
    expect(getTypewriterFrame(lines, afterFirst + 1199, WELCOME)).toMatchObject({
      lines: ['ab'],
      typed: false,
    });
    expect(getTypewriterFrame(lines, afterFirst + 1200 + 40, WELCOME)).toMatchObject({
      lines: ['ab', 'c'],
      activeLine: 1,
    });
    const typedAt = afterFirst + 1200 + 80;
    expect(getTypewriterFrame(lines, typedAt, WELCOME)).toMatchObject({ typed: true, done: false });
    expect(getTypewriterFrame(lines, typedAt + 600, WELCOME)).toMatchObject({ typed: true, done: true });
    expect(getTypewriterDuration(lines, WELCOME)).toBe(typedAt + 600);
  });

  it('shows everything at once for Infinity (skipped, reduced motion)', () => {
    expect(getTypewriterFrame(['uno', 'dos'], Number.POSITIVE_INFINITY, WELCOME)).toEqual({
      lines: ['uno', 'dos'],
      activeLine: 1,
      typed: true,
      done: true,
    });
  });

  it('types characters, not UTF-16 units, so emoji stay whole', () => {
    expect(getTypewriterFrame(['🤖ok'], 10, { charMs: 10, lineDelayMs: 0 }).lines).toEqual(['🤖']);
  });
});
