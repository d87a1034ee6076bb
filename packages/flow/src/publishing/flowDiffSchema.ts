import { z } from 'zod';
import { NODE_TYPES } from '../model/nodeTypes';

/** A node added or removed: its id, its type and the title the canvas shows for it. */
export const flowDiffNodeSchema = z.object({
  id: z.string(),
  type: z.enum(NODE_TYPES),
  /** The name the owner gave the node, else its type's default label (`getNodeLabel`). */
  title: z.string(),
});

/**
 * One field of a node that changed: a stable dotted path (`message`, `capture.variable`,
 * `conditions.<conditionId>.text`, `headers.<name>`, `url` …), and what it shows before and after
 * (`null` where the field is not set on that side: absent, `null` or empty). A secret's value is
 * never shown: it reads `'••••'` (`SECRET_MASK`); a URL keeps its address with only its credential
 * query parameters masked. `secret` is true whenever something in the field is hidden, so a URL
 * whose key alone changed still shows as a change.
 */
export const flowDiffFieldSchema = z.object({
  field: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
  secret: z.boolean(),
});

/** A node kept (same id and type) whose content changed, with the fields that did. */
export const flowDiffChangedNodeSchema = z.object({
  ...flowDiffNodeSchema.shape,
  fields: z.array(flowDiffFieldSchema),
});

/**
 * A connection added or removed, compared by its ends (source, source handle, target), never by
 * its id. `sourceHandle` is the stored handle, `null` for the node's default one.
 */
export const flowDiffEdgeSchema = z.object({
  id: z.string(),
  source: z.string(),
  target: z.string(),
  sourceHandle: z.string().nullable(),
});

const count = z.number().int().nonnegative();

/**
 * What changed between two versions of a flow (the live bot and its draft), as `diffFlows` finds
 * it: nodes added, removed and changed (field by field), connections added and removed, and the
 * counts for a badge ("Cambios sin publicar (n)"). Plain JSON.
 */
export const flowDiffSchema = z.object({
  nodes: z.object({
    added: z.array(flowDiffNodeSchema),
    removed: z.array(flowDiffNodeSchema),
    changed: z.array(flowDiffChangedNodeSchema),
  }),
  edges: z.object({
    added: z.array(flowDiffEdgeSchema),
    removed: z.array(flowDiffEdgeSchema),
  }),
  /** Nodes and connections together: `added` and `removed` of both lists, `changed` nodes. */
  counts: z.object({ added: count, removed: count, changed: count }),
});

export type FlowDiff = z.infer<typeof flowDiffSchema>;
export type FlowDiffNode = z.infer<typeof flowDiffNodeSchema>;
export type FlowDiffChangedNode = z.infer<typeof flowDiffChangedNodeSchema>;
export type FlowDiffField = z.infer<typeof flowDiffFieldSchema>;
export type FlowDiffEdge = z.infer<typeof flowDiffEdgeSchema>;
