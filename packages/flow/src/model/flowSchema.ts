import { z } from 'zod';
import { edgeSchema, type FlowEdge } from './edgeSchema';
import { FLOW_LIMITS } from './flowLimits';
import { FLOW_VERSION } from './flowVersion';
import { type FlowNode, nodeSchema } from './nodeSchema';

/** The default name of a flow (spec §3 "Flow"). */
export const DEFAULT_FLOW_NAME = 'Flujo sin título';

/** The viewport a flow opens with when none was stored. */
export const DEFAULT_VIEWPORT = { x: 0, y: 0, zoom: 1 } as const;

/** The canvas pan and zoom stored with a flow. */
export const viewportSchema = z.object({ x: z.number(), y: z.number(), zoom: z.number().positive() });

/** Just the graph: nodes and edges. */
export const flowGraphSchema = z.object({ nodes: z.array(nodeSchema), edges: z.array(edgeSchema) });

/**
 * A whole flow at the current version (spec §3 "Flow"). Parse stored data with `parseFlow` or
 * `loadFlow`, which migrate older versions first.
 */
export const flowSchema = z.object({
  version: z.literal(FLOW_VERSION),
  plubotId: z.string().max(FLOW_LIMITS.maxIdLength).optional(),
  flowName: z.string().max(FLOW_LIMITS.maxFlowNameLength).default(DEFAULT_FLOW_NAME),
  nodes: z.array(nodeSchema),
  edges: z.array(edgeSchema),
  viewport: viewportSchema.default(DEFAULT_VIEWPORT),
});

export type Flow = z.infer<typeof flowSchema>;
export type FlowGraph = z.infer<typeof flowGraphSchema>;
export type Viewport = z.infer<typeof viewportSchema>;

/** What graph functions accept: any flow or graph, never mutated. */
export interface ReadonlyFlowGraph {
  readonly nodes: readonly FlowNode[];
  readonly edges: readonly FlowEdge[];
}
