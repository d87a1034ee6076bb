import { describe, expect, it } from 'vitest';
import {
  flowToMinimap,
  getBoundingRect,
  getMinimapNodeRects,
  getMinimapTransform,
  getViewRect,
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
