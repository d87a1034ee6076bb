import type { NodeDataOf } from '@plubot/flow';

/**
 * What a power node forgets when its power changes: a Figma design's link, title and preview mean
 * nothing to Canva or any other power (issue #31).
 */
export const CLEARED_DESIGN_CARD_DATA = {
  designUrl: undefined,
  designTitle: undefined,
  designImage: undefined,
} as const satisfies Partial<NodeDataOf<'power'>>;
