import { describe, expect, it } from 'vitest';
import { buildByteHistory } from './buildByteHistory';

describe('buildByteHistory', () => {
  it('keeps only the last 10 messages, as role and content', () => {
    const messages = Array.from({ length: 14 }, (_, index) => ({
      id: String(index),
      role: index % 2 === 0 ? ('user' as const) : ('assistant' as const),
      content: `m${index}`,
    }));
    const history = buildByteHistory(messages);
    expect(history).toHaveLength(10);
    expect(history[0]).toEqual({ role: 'user', content: 'm4' });
    expect(history.at(-1)).toEqual({ role: 'assistant', content: 'm13' });
  });

  it('leaves error notes out of the history', () => {
    const history = buildByteHistory([
      { role: 'user', content: 'hola' },
      { role: 'assistant', content: '¡Ups! fallo', isError: true },
    ]);
    expect(history).toEqual([{ role: 'user', content: 'hola' }]);
  });
});
