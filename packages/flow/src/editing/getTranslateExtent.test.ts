import { describe, expect, it } from 'vitest';
import { createNode } from '../catalogue/createNode';
import { getTranslateExtent, TRANSLATE_MARGIN } from './getTranslateExtent';

const at = (id: string, x: number, y: number) => createNode('message', { id, position: { x, y } });

describe('getTranslateExtent', () => {
  it('lets an empty canvas pan the margins around the origin', () => {
    expect(getTranslateExtent([])).toEqual([
      [-TRANSLATE_MARGIN.x, -TRANSLATE_MARGIN.y],
      [TRANSLATE_MARGIN.x, TRANSLATE_MARGIN.y],
    ]);
  });

  it('widens the nodes’ bounding box by 10,000 sideways and 20,000 vertically, in whole thousands', () => {
    const [[minX, minY], [maxX, maxY]] = getTranslateExtent([at('a', -500, 100), at('b', 4_200, 9_300)]);
    expect(minX).toBe(-11_000);
    expect(minY).toBe(-20_000);
    expect(maxX).toBeGreaterThanOrEqual(4_200 + TRANSLATE_MARGIN.x);
    expect(maxX % 1_000).toBe(0);
    expect(maxY).toBeGreaterThanOrEqual(9_300 + TRANSLATE_MARGIN.y);
  });

  it('does not move while a node is dragged a little inside the flow', () => {
    const before = getTranslateExtent([at('a', 0, 0), at('b', 300, 2_000)]);
    const after = getTranslateExtent([at('a', 0, 0), at('b', 340, 2_010)]);
    expect(after).toEqual(before);
  });
});
