import { describe, expect, it } from 'vitest';
import {
  flowToMinimap,
  getBoundingRect,
  getMinimapNodeRects,
  getMinimapTransform,
  getStableMinimapContent,
  getViewRect,
  isSameMinimapTransform,
  keepSameRects,
  MINIMAP_DEFAULT_NODE_SIZE,
  minimapToFlow,
} from './minimapGeometry';

describe('minimap geometry', () => {
  it('leaves out nodes with non-finite positions and sizes unmeasured ones 150 × 40', () => {
    const rects = getMinimapNodeRects([
      { id: 'a', type: 'start', position: { x: 0, y: 0 } },
      { id: 'b', position: { x: Number.NaN, y: 0 } },
      { id: 'c', position: { x: 10, y: Number.POSITIVE_INFINITY } },
      { id: 'd', type: 'end', position: { x: 5, y: 5 }, measured: { width: 180, height: 80 } },
    ]);
    expect(rects).toEqual([
      { id: 'a', type: 'start', x: 0, y: 0, ...MINIMAP_DEFAULT_NODE_SIZE },
      { id: 'd', type: 'end', x: 5, y: 5, width: 180, height: 80 },
    ]);
  });

  it('prefers a big flow’s estimated size to the measured one, so measuring does not redraw the map', () => {
    const [rect] = getMinimapNodeRects([
      {
        id: 'm',
        position: { x: 0, y: 0 },
        initialWidth: 320,
        initialHeight: 200,
        measured: { width: 320, height: 86 },
      },
    ]);
    expect(rect).toMatchObject({ width: 320, height: 200 });
  });

  it('keeps the previous rectangles while they draw the same, and takes new ones otherwise', () => {
    const before = getMinimapNodeRects([{ id: 'a', position: { x: 0, y: 0 } }]);
    const same = getMinimapNodeRects([{ id: 'a', position: { x: 0, y: 0 } }]);
    const moved = getMinimapNodeRects([{ id: 'a', position: { x: 1, y: 0 } }]);
    expect(keepSameRects(before, same)).toBe(before);
    expect(keepSameRects(before, moved)).toBe(moved);
    expect(keepSameRects(before, [])).toEqual([]);
    expect(keepSameRects(undefined, same)).toBe(same);
  });

  it('finds the part of the flow the canvas shows', () => {
    expect(getViewRect({ x: -200, y: 100, zoom: 2 }, 800, 600)).toEqual({
      x: 100,
      y: -50,
      width: 400,
      height: 300,
    });
  });

  it('fits content into the square, centred, and maps points both ways', () => {
    const content = getBoundingRect([
      { x: 0, y: 0, width: 100, height: 50 },
      { x: 300, y: 50, width: 100, height: 50 },
    ])!;
    expect(content).toEqual({ x: 0, y: 0, width: 400, height: 100 });
    const transform = getMinimapTransform(content, 180, 10);
    expect(transform.scale).toBeCloseTo(160 / 400);
    expect(flowToMinimap({ x: 0, y: 0 }, transform)).toEqual({ x: 10, y: 10 + (160 - 40) / 2 });
    const point = { x: 123, y: 45 };
    const back = minimapToFlow(flowToMinimap(point, transform), transform);
    expect(back.x).toBeCloseTo(point.x);
    expect(back.y).toBeCloseTo(point.y);
    expect(getBoundingRect([])).toBeUndefined();
  });
});

describe('getStableMinimapContent', () => {
  const flow = { x: 0, y: 0, width: 4000, height: 2000 };

  it('is the flow itself while the view is inside it', () => {
    expect(getStableMinimapContent(flow, { x: 100, y: 100, width: 1280, height: 800 })).toEqual(flow);
  });

  it('stays the same while the view pans a little past the flow, so the drawing can be reused', () => {
    const a = getStableMinimapContent(flow, { x: 3000, y: 100, width: 1280, height: 800 });
    const b = getStableMinimapContent(flow, { x: 3100, y: 150, width: 1280, height: 800 });
    expect(a).toEqual(b);
    expect(a.x + a.width).toBeGreaterThanOrEqual(3100 + 1280);
  });

  it('always contains the flow and the view', () => {
    const view = { x: -2500, y: 2600, width: 1280, height: 800 };
    const content = getStableMinimapContent(flow, view);
    expect(content.x).toBeLessThanOrEqual(view.x);
    expect(content.y).toBe(0);
    expect(content.y + content.height).toBeGreaterThanOrEqual(view.y + view.height);
    expect(content.x + content.width).toBe(4000);
  });

  it('is the view when there is no flow', () => {
    const view = { x: 5, y: 6, width: 7, height: 8 };
    expect(getStableMinimapContent(undefined, view)).toEqual(view);
  });
});

describe('isSameMinimapTransform', () => {
  it('compares every field, and nothing is the same as no transform', () => {
    const transform = getMinimapTransform({ x: 0, y: 0, width: 100, height: 50 }, 180);
    expect(isSameMinimapTransform(null, transform)).toBe(false);
    expect(isSameMinimapTransform({ ...transform }, transform)).toBe(true);
    expect(isSameMinimapTransform({ ...transform, originX: 1 }, transform)).toBe(false);
  });
});
