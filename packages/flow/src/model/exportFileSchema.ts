import { z } from 'zod';
import { edgeSchema } from './edgeSchema';
import { FLOW_LIMITS } from './flowLimits';
import { nodeSchema } from './nodeSchema';

/** The format version written in an export file's metadata (spec §3 "Export file"). */
export const EXPORT_FILE_VERSION = '1.0';

/** The bot name written into an export when the bot has none (spec §3 "Flow"). */
export const DEFAULT_EXPORT_PLUBOT_NAME = 'Mi Chatbot';

/** A downloaded flow file: metadata, nodes and edges. `importFlow` reads it back. */
export const exportFileSchema = z.object({
  metadata: z.looseObject({
    version: z.string().max(20),
    plubotName: z.string().max(FLOW_LIMITS.maxFlowNameLength),
    flowName: z.string().max(FLOW_LIMITS.maxFlowNameLength).optional(),
    flowId: z.string().max(FLOW_LIMITS.maxIdLength).nullish(),
    createdAt: z.string().max(100),
    exportDate: z.string().max(100),
    nodeCount: z.number().int().nonnegative(),
    edgeCount: z.number().int().nonnegative(),
  }),
  nodes: z.array(nodeSchema),
  edges: z.array(edgeSchema),
});

export type ExportFile = z.infer<typeof exportFileSchema>;
