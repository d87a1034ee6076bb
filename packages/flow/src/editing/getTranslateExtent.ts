import type { FlowNode } from '../model/nodeSchema';
import { getNodeBounds } from './nodeBounds';

/**
 * How far past the flow the canvas may pan (spec §9 "translate bounds 10000 and 20000"): 10,000
 * sideways and 20,000 up and down, since flows grow downwards.
 */
export const TRANSLATE_MARGIN = { x: 10_000, y: 20_000 } as const;

/** Pan limits are rounded to this step so that dragging a node rarely changes them. */
const STEP = 1_000;

/** React Flow's extent: `[[minX, minY], [maxX, maxY]]`. */
export type CanvasExtent = [[number, number], [number, number]];

/**
 * The area the canvas may show: the nodes' bounding box widened by {@link TRANSLATE_MARGIN} and
 * rounded outwards to whole thousands, so the view can never be lost in empty space.
 * @example getTranslateExtent([]) // [[-10000, -20000], [10000, 20000]]
 */
export function getTranslateExtent(nodes: readonly FlowNode[]): CanvasExtent {
  let minX = 0;
  let minY = 0;
  let maxX = 0;
  let maxY = 0;
  nodes.forEach((node, index) => {
    const { x, y, width, height } = getNodeBounds(node);
    if (index === 0 || x < minX) minX = x;
    if (index === 0 || y < minY) minY = y;
    if (index === 0 || x + width > maxX) maxX = x + width;
    if (index === 0 || y + height > maxY) maxY = y + height;
  });
  return [
    [roundDown(minX - TRANSLATE_MARGIN.x), roundDown(minY - TRANSLATE_MARGIN.y)],
    [roundUp(maxX + TRANSLATE_MARGIN.x), roundUp(maxY + TRANSLATE_MARGIN.y)],
  ];
}

const roundDown = (value: number) => Math.floor(value / STEP) * STEP;
const roundUp = (value: number) => Math.ceil(value / STEP) * STEP;
