import { edgeSchema, flowSaveSchema, nodeSchema } from '@plubot/flow';
import { z } from 'zod';

/** `PUT /api/plubots/:id/flow`: the flow plus the revision the editor started from. */
export const saveFlowBodySchema = z
  .looseObject({ baseRevision: z.number().int().min(0) })
  .and(flowSaveSchema);
export type SaveFlowBody = z.infer<typeof saveFlowBodySchema>;

/** A flow as the server hands it out: stored, and passed through the load clean-up. */
const storedFlowSchema = z.object({
  flowName: z.string(),
  nodes: z.array(nodeSchema),
  edges: z.array(edgeSchema),
  viewport: z.object({ x: z.number(), y: z.number(), zoom: z.number() }),
  revision: z.number().int(),
  updatedAt: z.string(),
});

export const flowResponseSchema = z.object({
  success: z.literal(true),
  flow: storedFlowSchema,
  /** What the load clean-up repaired (dropped edges, clamped positions …). */
  repairs: z.number().int(),
});

export const saveFlowResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  revision: z.number().int(),
  savedAt: z.string(),
});

export const flowVersionsResponseSchema = z.object({
  success: z.literal(true),
  versions: z.array(
    z.object({
      revision: z.number().int(),
      flowName: z.string(),
      created_at: z.string(),
      nodes_count: z.number().int(),
      edges_count: z.number().int(),
    }),
  ),
});

export const createBackupBodySchema = z
  .object({ name: z.string().trim().max(100, 'validation.tooLong').optional() })
  .nullish();

export const backupSchema = z.object({
  id: z.string(),
  name: z.string(),
  created_at: z.string(),
  metadata: z.object({ nodes_count: z.number().int(), edges_count: z.number().int() }),
});
export const backupsResponseSchema = z.object({ success: z.literal(true), backups: z.array(backupSchema) });
export const backupResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  backup: backupSchema,
});
export const restoreResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  flow: storedFlowSchema,
});
