import { z } from 'zod';
import { FLOW_LIMITS } from './flowLimits';
import { NODE_DATA_SCHEMAS } from './nodeDataSchemas';
import type { NodeType } from './nodeTypes';

/** A plain object (not null, not an array), typed as `object` so a React `CSSProperties` fits. */
const plainObjectSchema = z.custom<object>(
  (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
  { message: 'Expected an object' },
);
const size = z.number().nonnegative().nullish();

const coordinate = z.number().min(-FLOW_LIMITS.maxCoordinate).max(FLOW_LIMITS.maxCoordinate);

/** A node's position on the canvas; each axis lies within ±50000 (spec §9). */
export const positionSchema = z.object({ x: coordinate, y: coordinate });

const nodeShape = {
  id: z.string().min(1).max(FLOW_LIMITS.maxIdLength),
  position: positionSchema,
  draggable: z.boolean().optional(),
  selectable: z.boolean().optional(),
  connectable: z.boolean().optional(),
  hidden: z.boolean().optional(),
  /** CSS for the node's box, as React Flow takes it; any plain object (its entries are not checked). */
  style: plainObjectSchema.optional(),
  /** A size; `null` (stored by older editors) means none. */
  width: size,
  height: size,
};

function nodeVariant<T extends NodeType>(type: T) {
  return z.looseObject({ ...nodeShape, type: z.literal(type), data: NODE_DATA_SCHEMAS[type] });
}

/**
 * A node of the flow (spec §3 "Node"), one variant per type with that type's typed `data`.
 * Fields not listed (React Flow's `measured`, `selected` …) pass through unchanged.
 */
export const nodeSchema = z.discriminatedUnion('type', [
  nodeVariant('start'),
  nodeVariant('end'),
  nodeVariant('message'),
  nodeVariant('decision'),
  nodeVariant('action'),
  nodeVariant('option'),
  nodeVariant('httpRequest'),
  nodeVariant('webhookNode'),
  nodeVariant('databaseNode'),
  nodeVariant('aiNodePro'),
  nodeVariant('complexConditionNode'),
  nodeVariant('power'),
  nodeVariant('discord'),
  nodeVariant('ai'),
  nodeVariant('emotionDetection'),
  nodeVariant('handoff'),
  nodeVariant('knowledge'),
]);

/** A node of any type. */
export type FlowNode = z.infer<typeof nodeSchema>;
/** A node of one given type, with that type's data. */
export type FlowNodeOf<T extends NodeType> = Extract<FlowNode, { type: T }>;
/** The data of a node of one given type. */
export type NodeDataOf<T extends NodeType> = FlowNodeOf<T>['data'];
/** A point on the canvas. */
export type NodePosition = z.infer<typeof positionSchema>;
