import { describe, expect, it } from 'vitest';
import { createServerSentEventReader } from './aiNodeStream';

describe('createServerSentEventReader', () => {
  it('gives each event once its blank line arrives, across pieces cut anywhere', () => {
    const reader = createServerSentEventReader();
    expect(reader.push('data: {"a":1}\n\nda')).toEqual(['{"a":1}']);
    expect(reader.push('ta: [DO')).toEqual([]);
    expect(reader.push('NE]\r\n\r\n')).toEqual(['[DONE]']);
  });

  it('joins multi-line data, skips comments and other fields, and flushes the last event on end', () => {
    const reader = createServerSentEventReader();
    expect(reader.push(': keep-alive\nevent: message\ndata: uno\ndata:dos\n\ndata: tres')).toEqual([
      'uno\ndos',
    ]);
    expect(reader.end()).toEqual(['tres']);
  });
});
