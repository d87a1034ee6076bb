import { describe, expect, it } from 'vitest';
import { toQuote } from './announceHandoff';

describe('toQuote', () => {
  it('keeps what the visitor wrote on one short line that cannot ping or mark up', () => {
    expect(toQuote('Hola\n\n<!channel> @everyone @here & <b>ya</b>')).toBe(
      'Hola !channel @\u200beveryone @\u200bhere bya/b',
    );
    expect(toQuote(null)).toBe('');
    expect(toQuote('a'.repeat(500))).toHaveLength(300);
  });
});
