import { createNode, type NodeDataOf, type NodeType } from '@plubot/flow';

/** An edge of a test flow. */
export type Edge = { id: string; source: string; target: string; sourceHandle?: string };

/** A node as the editor creates it (its type's defaults), with `data` on top. */
export function node<T extends NodeType>(type: T, id: string, data: Partial<NodeDataOf<T>> = {}) {
  return createNode(type, { id, position: { x: 0, y: 0 }, data });
}

/** Edges from `'a->b'` / `'a->b@handle'` specs. */
export function edges(...specs: string[]): Edge[] {
  return specs.map((spec, index) => {
    const [ends = '', handle] = spec.split('@');
    const [source = '', target = ''] = ends.split('->');
    return { id: `e${index}`, source, target, ...(handle ? { sourceHandle: handle } : {}) };
  });
}
