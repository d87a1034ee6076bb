import { describe, expect, it } from 'vitest';
import { computeCardTilt, MAX_TILT_DEG } from './computeCardTilt';

describe('computeCardTilt', () => {
  const size = { width: 200, height: 100 };

  it('is level at the centre', () => {
    expect(computeCardTilt({ x: 100, y: 50 }, size)).toEqual({ rotateX: 0, rotateY: 0 });
  });

  it('leans towards the pointer, up to the maximum at the edges', () => {
    expect(computeCardTilt({ x: 200, y: 0 }, size)).toEqual({ rotateX: MAX_TILT_DEG, rotateY: MAX_TILT_DEG });
    expect(computeCardTilt({ x: -50, y: 500 }, size)).toEqual({
      rotateX: -MAX_TILT_DEG,
      rotateY: -MAX_TILT_DEG,
    });
  });

  it('does not tilt a card without size', () => {
    expect(computeCardTilt({ x: 1, y: 1 }, { width: 0, height: 0 })).toEqual({ rotateX: 0, rotateY: 0 });
  });
});
