import { describe, expect, it } from 'vitest';
import { computeInitialViewport, INITIAL_VIEWPORT, type ViewportNodeRect } from './computeInitialViewport';

const PHONE = { width: 360, height: 600 };
const DESKTOP = { width: 1040, height: 700 };

const start: ViewportNodeRect = { x: 2000, y: -900, width: 180, height: 80, type: 'start' };
const message: ViewportNodeRect = { x: 1930, y: -780, width: 320, height: 200, type: 'message' };
const end: ViewportNodeRect = { x: 2000, y: -540, width: 180, height: 80, type: 'end' };

/** Where a flow rectangle lands on the screen at a viewport. */
function onScreen(node: ViewportNodeRect, view: { x: number; y: number; zoom: number }) {
  return {
    left: node.x * view.zoom + view.x,
    top: node.y * view.zoom + view.y,
    right: (node.x + node.width) * view.zoom + view.x,
    bottom: (node.y + node.height) * view.zoom + view.y,
  };
}

function isVisible(node: ViewportNodeRect, view: { x: number; y: number; zoom: number }, size = PHONE) {
  const box = onScreen(node, view);
  return box.left >= 0 && box.top >= 0 && box.right <= size.width && box.bottom <= size.height;
}

describe('computeInitialViewport', () => {
  it('shows a small flow far from the origin whole, centred, on a desktop (at most zoom 1)', () => {
    const view = computeInitialViewport([start, message, end], DESKTOP);
    expect(view.zoom).toBe(1);
    for (const node of [start, message, end]) expect(isVisible(node, view, DESKTOP)).toBe(true);
    const box = onScreen(message, view);
    expect((box.left + box.right) / 2).toBeCloseTo(DESKTOP.width / 2);
  });

  it('shows the same flow on a phone, readable', () => {
    const view = computeInitialViewport([start, message, end], PHONE);
    expect(view.zoom).toBeGreaterThanOrEqual(INITIAL_VIEWPORT.readableZoom);
    for (const node of [start, message, end]) expect(isVisible(node, view)).toBe(true);
  });

  it('opens a flow too big to read whole at the readable zoom, on its start node', () => {
    const far: ViewportNodeRect = { x: 9000, y: 6000, width: 320, height: 200, type: 'message' };
    const view = computeInitialViewport([far, start, message, end], PHONE);
    expect(view.zoom).toBe(INITIAL_VIEWPORT.readableZoom);
    expect(isVisible(start, view)).toBe(true);
    const box = onScreen(start, view);
    expect((box.left + box.right) / 2).toBeCloseTo(PHONE.width / 2);
    expect((box.top + box.bottom) / 2).toBeCloseTo(PHONE.height * INITIAL_VIEWPORT.focusFromTop);
    // What the start leads to, just below it, is on screen too.
    expect(onScreen(message, view).top).toBeLessThan(PHONE.height);
  });

  it('falls back to the topmost node when the flow has no start', () => {
    const wide: ViewportNodeRect[] = [
      { x: 0, y: 500, width: 320, height: 200 },
      { x: 8000, y: 100, width: 320, height: 200 },
    ];
    const view = computeInitialViewport(wide, PHONE);
    expect(isVisible(wide[1]!, view)).toBe(true);
  });

  it('keeps the flow clear of controls along an edge', () => {
    const insets = { right: 72, left: 16 };
    const view = computeInitialViewport([start, message, end], PHONE, { insets });
    for (const node of [start, message, end]) {
      const box = onScreen(node, view);
      expect(box.right).toBeLessThanOrEqual(PHONE.width - 72);
      expect(box.left).toBeGreaterThanOrEqual(16);
    }
  });

  it('opens an empty flow or an unmeasured canvas at the origin, zoom 1', () => {
    expect(computeInitialViewport([], PHONE)).toEqual({ x: 0, y: 0, zoom: 1 });
    expect(computeInitialViewport([start], { width: 0, height: 0 })).toEqual({ x: 0, y: 0, zoom: 1 });
  });
});
