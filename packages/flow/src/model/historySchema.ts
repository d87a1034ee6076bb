import { z } from 'zod';
import { edgeSchema } from './edgeSchema';
import { nodeSchema } from './nodeSchema';

/** One undo step: the nodes and edges as they were (spec §3 "History"). */
export const flowSnapshotSchema = z.object({ nodes: z.array(nodeSchema), edges: z.array(edgeSchema) });

/** The undo and redo stacks, as persisted with the editor's store. */
export const flowHistorySchema = z.object({
  past: z.array(flowSnapshotSchema),
  future: z.array(flowSnapshotSchema),
  maxHistory: z.number().int().positive(),
});

export type FlowSnapshot = z.infer<typeof flowSnapshotSchema>;
export type FlowHistory = z.infer<typeof flowHistorySchema>;
