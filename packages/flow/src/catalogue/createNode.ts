import { createId, type IdFactory } from '../model/createId';
import type { FlowNodeOf, NodeDataOf, NodePosition } from '../model/nodeSchema';
import type { NodeType } from '../model/nodeTypes';
import { createNodeData } from './createNodeData';

/** Options for {@link createNode}. */
export interface CreateNodeOptions<T extends NodeType> {
  readonly position?: NodePosition;
  readonly id?: string;
  /** Fields that override the type's defaults. */
  readonly data?: Partial<NodeDataOf<T>>;
  readonly fromPalette?: boolean;
  readonly createId?: IdFactory;
}

/**
 * A new node of a type with its default data, at (100, 100) unless told otherwise, with a new id
 * `{type}-{random}` unless one is given.
 *
 * @example createNode('decision', { position: { x: 0, y: 0 }, fromPalette: true })
 */
export function createNode<T extends NodeType>(type: T, options: CreateNodeOptions<T> = {}): FlowNodeOf<T> {
  const id = options.id ?? (options.createId ?? createId)(type);
  const data: Record<string, unknown> = {
    ...createNodeData(type, id, { fromPalette: options.fromPalette }),
    ...options.data,
  };
  const position = options.position ?? { x: 100, y: 100 };
  const node: Record<string, unknown> = { id, type, position: { x: position.x, y: position.y }, data };
  return node as FlowNodeOf<T>;
}
