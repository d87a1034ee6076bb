import { describe, expect, it } from 'vitest';
import { buildChannelOptions } from './buildChannelOptions';

const channels = [
  { channel: 'web' as const, opened: 3, started: 2, completed: 1, leads: 1 },
  { channel: 'telegram' as const, opened: 2, started: 2, completed: 1, leads: 1 },
];

describe('buildChannelOptions', () => {
  it('offers the channels people came through, in the server’s order', () => {
    expect(buildChannelOptions(channels, undefined)).toEqual([
      { channel: 'web', started: 2 },
      { channel: 'telegram', started: 2 },
    ]);
    expect(buildChannelOptions([], undefined)).toEqual([]);
  });

  it('keeps offering the channel chosen when the range has none of its conversations', () => {
    expect(buildChannelOptions(channels, 'instagram')).toEqual([
      { channel: 'web', started: 2 },
      { channel: 'telegram', started: 2 },
      { channel: 'instagram', started: 0 },
    ]);
    expect(buildChannelOptions(channels, 'web')).toHaveLength(2);
  });
});
