import { describe, expect, it } from 'vitest';
import { formatNodeBadge } from './formatNodeBadge';

describe('formatNodeBadge', () => {
  it('gives reach and the share that left, as in "120 · 35 % se van"', () => {
    expect(formatNodeBadge({ reached: 120, stopped: 42 }, 'message')).toEqual({
      kind: 'dropOff',
      reached: 120,
      stopped: 42,
      percent: '35',
      tone: 'warn',
    });
  });

  it('colours by how many leave', () => {
    expect(formatNodeBadge({ reached: 100, stopped: 0 }, 'message')).toMatchObject({
      percent: '0',
      tone: 'good',
    });
    expect(formatNodeBadge({ reached: 100, stopped: 19 }, 'message')).toMatchObject({ tone: 'good' });
    expect(formatNodeBadge({ reached: 100, stopped: 20 }, 'message')).toMatchObject({ tone: 'warn' });
    expect(formatNodeBadge({ reached: 10, stopped: 5 }, 'decision')).toMatchObject({
      percent: '50',
      tone: 'bad',
    });
  });

  it('never rounds a real departure down to nothing', () => {
    expect(formatNodeBadge({ reached: 1000, stopped: 3 }, 'message')).toMatchObject({ percent: '<1' });
  });

  it('says nobody came, and that End nodes are where people finish', () => {
    expect(formatNodeBadge(undefined, 'message')).toEqual({ kind: 'unreached', tone: 'muted' });
    expect(formatNodeBadge({ reached: 0, stopped: 0 }, 'end')).toEqual({ kind: 'unreached', tone: 'muted' });
    expect(formatNodeBadge({ reached: 30, stopped: 0 }, 'end')).toEqual({
      kind: 'finished',
      reached: 30,
      tone: 'good',
    });
  });

  it('keeps odd figures within bounds', () => {
    expect(formatNodeBadge({ reached: 4, stopped: 9 }, 'message')).toMatchObject({
      stopped: 4,
      percent: '100',
    });
  });
});
