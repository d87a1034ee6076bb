import { describe, expect, it } from 'vitest';
import { parsePaletteDrop } from './parsePaletteDrop';

describe('parsePaletteDrop', () => {
  it('reads a JSON payload with type, id and data.label', () => {
    const payload = JSON.stringify({
      type: 'powerNode',
      id: 'power-discord',
      data: { label: 'Discord', powerId: 'd' },
    });
    expect(parsePaletteDrop(payload)).toEqual({
      type: 'power',
      paletteId: 'power-discord',
      data: { label: 'Discord', powerId: 'd' },
    });
  });

  it('ignores payloads missing a field', () => {
    expect(parsePaletteDrop(JSON.stringify({ type: 'message', data: { label: 'x' } }))).toBeUndefined();
    expect(parsePaletteDrop(JSON.stringify({ type: 'message', id: 'm', data: {} }))).toBeUndefined();
    expect(parsePaletteDrop(JSON.stringify({ type: 'nope', id: 'm', data: { label: 'x' } }))).toBeUndefined();
    expect(parsePaletteDrop('{roto')).toBeUndefined();
  });

  it('falls back to a plain, non-empty node type', () => {
    expect(parsePaletteDrop('', 'decision')).toEqual({ type: 'decision' });
    expect(parsePaletteDrop('{roto', 'end')).toEqual({ type: 'end' });
    expect(parsePaletteDrop('', '')).toBeUndefined();
    expect(parsePaletteDrop(undefined, 'unknown')).toBeUndefined();
  });
});
