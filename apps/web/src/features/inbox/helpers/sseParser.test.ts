import { describe, expect, it } from 'vitest';
import { createSseParser } from './sseParser';

describe('createSseParser', () => {
  it('reads a whole frame with its id, event and data', () => {
    const parser = createSseParser();
    expect(parser.push('id: 7\nevent: message\ndata: {"a":1}\n\n')).toEqual([
      { id: '7', event: 'message', data: '{"a":1}' },
    ]);
  });

  it('keeps a frame cut anywhere across chunks until its blank line', () => {
    const parser = createSseParser();
    const text = 'id: 12\nevent: status\ndata: {"type":"status"}\n\n';
    const frames = [...text].flatMap((char) => parser.push(char));
    expect(frames).toEqual([{ id: '12', event: 'status', data: '{"type":"status"}' }]);
  });

  it('joins several data lines with a line break', () => {
    const parser = createSseParser();
    expect(parser.push('event: message\ndata: first\ndata: second\ndata:third\n\n')).toEqual([
      { id: undefined, event: 'message', data: 'first\nsecond\nthird' },
    ]);
  });

  it('skips comments (pings) and frames without data', () => {
    const parser = createSseParser();
    expect(parser.push(': ping\n\n: ping\n\nevent: typing\n\n')).toEqual([]);
    expect(parser.push('data: x\n\n')).toEqual([{ id: undefined, event: 'message', data: 'x' }]);
  });

  it('leaves id undefined on a frame without one, even after a frame that had one', () => {
    const parser = createSseParser();
    const frames = parser.push('id: 3\nevent: message\ndata: a\n\nevent: typing\ndata: b\n\n');
    expect(frames.map((frame) => frame.id)).toEqual(['3', undefined]);
  });

  it('accepts \\r\\n and \\r line ends, also when \\r and \\n arrive in different chunks', () => {
    const parser = createSseParser();
    const first = parser.push('id: 1\r\nevent: message\r\ndata: a\r');
    const second = parser.push('\n\r\nid: 2\rdata: b\r\r');
    expect([...first, ...second]).toEqual([
      { id: '1', event: 'message', data: 'a' },
      { id: '2', event: 'message', data: 'b' },
    ]);
  });

  it('returns several frames of one chunk in order and keeps the unfinished rest', () => {
    const parser = createSseParser();
    expect(parser.push('data: 1\n\ndata: 2\n\ndata: 3').map((frame) => frame.data)).toEqual(['1', '2']);
    expect(parser.push('\n\n').map((frame) => frame.data)).toEqual(['3']);
  });

  it('ignores unknown fields and an id holding NUL', () => {
    const parser = createSseParser();
    expect(parser.push('retry: 5000\nfoo: bar\nid: a\0b\ndata: x\n\n')).toEqual([
      { id: undefined, event: 'message', data: 'x' },
    ]);
  });
});
