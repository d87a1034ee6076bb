import { describe, expect, it } from 'vitest';
import { formatList } from './formatList';

describe('formatList', () => {
  it('joins names with the conjunction of the language', () => {
    expect(formatList(['Slack', 'Notion', 'Trello'], 'es', 'conjunction')).toBe('Slack, Notion y Trello');
    expect(formatList(['Slack', 'Notion', 'Trello'], 'en', 'conjunction')).toBe('Slack, Notion, and Trello');
  });

  it('joins alternatives with a disjunction', () => {
    expect(formatList(['Poder Inicial', 'Maestro', 'Legendario'], 'es', 'disjunction')).toBe(
      'Poder Inicial, Maestro o Legendario',
    );
  });

  it('falls back to commas for an invalid language tag', () => {
    expect(formatList(['a', 'b'], 'not a language!', 'conjunction')).toBe('a, b');
  });
});
