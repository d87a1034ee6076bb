import { z } from 'zod';
import { edgeSchema } from './edgeSchema';
import { FLOW_LIMITS } from './flowLimits';
import { DEFAULT_FLOW_NAME, DEFAULT_VIEWPORT, viewportSchema } from './flowSchema';
import { FLOW_VERSION } from './flowVersion';
import { nodeSchema } from './nodeSchema';

/**
 * The body of a flow save, as the server validates it: the flow schema plus size limits
 * (at most 5,000 nodes and 20,000 edges) and graph integrity — node and edge ids unique, every edge
 * between existing nodes. Errors carry paths such as `edges.12.target`.
 *
 * Whether the flow has a start and an end node is an editor rule (`checkFlowSavable`), not part of
 * this schema, so that work in progress can always be stored.
 */
export const flowSaveSchema = z
  .object({
    version: z.literal(FLOW_VERSION).default(FLOW_VERSION),
    plubotId: z.string().max(FLOW_LIMITS.maxIdLength).optional(),
    flowName: z.string().trim().max(FLOW_LIMITS.maxFlowNameLength).default(DEFAULT_FLOW_NAME),
    nodes: z.array(nodeSchema).max(FLOW_LIMITS.maxNodes),
    edges: z.array(edgeSchema).max(FLOW_LIMITS.maxEdges),
    viewport: viewportSchema.default(DEFAULT_VIEWPORT),
  })
  .superRefine((flow, ctx) => {
    const nodeIds = new Set<string>();
    flow.nodes.forEach((node, index) => {
      if (nodeIds.has(node.id)) {
        const params = { code: 'schema.duplicateNodeId', id: node.id };
        ctx.addIssue({ code: 'custom', message: 'duplicate node id', path: ['nodes', index, 'id'], params });
      }
      nodeIds.add(node.id);
    });
    const edgeIds = new Set<string>();
    flow.edges.forEach((edge, index) => {
      if (edgeIds.has(edge.id)) {
        const params = { code: 'schema.duplicateEdgeId', id: edge.id };
        ctx.addIssue({ code: 'custom', message: 'duplicate edge id', path: ['edges', index, 'id'], params });
      }
      edgeIds.add(edge.id);
      for (const end of ['source', 'target'] as const) {
        if (nodeIds.has(edge[end])) continue;
        const params = { code: 'schema.missingNode', id: edge[end] };
        ctx.addIssue({ code: 'custom', message: 'missing node', path: ['edges', index, end], params });
      }
    });
  });

/** A validated save body. */
export type FlowSave = z.infer<typeof flowSaveSchema>;
