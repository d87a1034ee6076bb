import { describe, expect, it } from 'vitest';
import { computeRevealPan, REVEAL_MARGIN } from './computeRevealPan';

const VIEW = { width: 800, height: 600 };

describe('computeRevealPan', () => {
  it('leaves a form already in view where it is', () => {
    expect(computeRevealPan({ x: 100, y: 100, width: 300, height: 300 }, VIEW)).toEqual({ x: 0, y: 0 });
  });

  it('pans a form cut off at the bottom up until its bottom edge shows', () => {
    const pan = computeRevealPan({ x: 100, y: 450, width: 300, height: 400 }, VIEW);
    expect(pan).toEqual({ x: 0, y: 600 - REVEAL_MARGIN - 850 });
  });

  it('pans a form cut off at the top or left down and right', () => {
    expect(computeRevealPan({ x: -50, y: -120, width: 300, height: 200 }, VIEW)).toEqual({
      x: REVEAL_MARGIN + 50,
      y: REVEAL_MARGIN + 120,
    });
  });

  it('shows the top of a form taller than the view, wherever it is', () => {
    expect(computeRevealPan({ x: 100, y: 300, width: 300, height: 900 }, VIEW).y).toBe(REVEAL_MARGIN - 300);
    expect(computeRevealPan({ x: 100, y: -400, width: 300, height: 900 }, VIEW).y).toBe(REVEAL_MARGIN + 400);
  });

  it('shows the left edge of a form wider than the view', () => {
    expect(computeRevealPan({ x: 500, y: 100, width: 1000, height: 200 }, VIEW).x).toBe(REVEAL_MARGIN - 500);
  });
});
