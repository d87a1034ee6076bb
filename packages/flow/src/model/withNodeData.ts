import type { FlowNode } from './nodeSchema';
import { readNodeDataAs } from './readNodeDataAs';

/**
 * A copy of `node` with other data of its type. Generic so a node of a wider shape (the editor's
 * React Flow node) keeps its shape.
 */
export function withNodeData<N extends { readonly data: unknown }>(node: N, data: N['data']): N {
  return { ...node, data };
}

/**
 * A copy of `node` whose data has `patch` written over it, read back as its type's data: a patched
 * field of the wrong kind is dropped, so what the editor writes always fits the type's schema.
 * @example patchNodeData(messageNode, { message: 'Hola' }).data.message // 'Hola'
 */
export function patchNodeData<N extends FlowNode>(node: N, patch: Readonly<Record<string, unknown>>): N {
  return withNodeData(node, readNodeDataAs(node.type, { ...node.data, ...patch }));
}
