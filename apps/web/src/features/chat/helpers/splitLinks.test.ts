import { describe, expect, it } from 'vitest';
import { splitLinks } from './splitLinks';

describe('splitLinks', () => {
  it('keeps a message without links as one text piece', () => {
    expect(splitLinks('<img src=x onerror=alert(1)>')).toEqual([
      { kind: 'text', text: '<img src=x onerror=alert(1)>' },
    ]);
  });

  it('finds http and https links and leaves trailing punctuation outside', () => {
    expect(splitLinks('Mira https://plubot.com/planes. Y http://a.io/x?y=1, ¡gracias!')).toEqual([
      { kind: 'text', text: 'Mira ' },
      { kind: 'link', text: 'https://plubot.com/planes', href: 'https://plubot.com/planes' },
      { kind: 'text', text: '. Y ' },
      { kind: 'link', text: 'http://a.io/x?y=1', href: 'http://a.io/x?y=1' },
      { kind: 'text', text: ', ¡gracias!' },
    ]);
  });

  it('never turns other schemes into links', () => {
    expect(splitLinks('javascript:alert(1) data:text/html,x')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) data:text/html,x' },
    ]);
  });

  it('returns nothing for an empty message', () => {
    expect(splitLinks('')).toEqual([]);
  });
});
