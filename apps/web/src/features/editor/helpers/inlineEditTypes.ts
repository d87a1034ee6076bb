import type { NodeType } from '@plubot/flow';

/**
 * The node types edited in place on the canvas (their text is what the node shows); every other
 * type opens the node inspector beside the canvas.
 */
export const INLINE_EDIT_TYPES: ReadonlySet<NodeType> = new Set([
  'start',
  'end',
  'message',
  'decision',
  'option',
]);
