import { z } from 'zod';
import { edgeSchema } from './edgeSchema';
import { nodeSchema } from './nodeSchema';

/** A local backup of a flow, stored under `plubot-backup-{plubotId}` (spec §3 "Backups"). */
export const backupSchema = z.object({
  nodes: z.array(nodeSchema),
  edges: z.array(edgeSchema),
  timestamp: z.number(),
});

/** The nodes-only emergency backup, stored under `plubot-nodes-emergency-backup-{plubotId}`. */
export const emergencyBackupSchema = z.object({ nodes: z.array(nodeSchema) });

/** A backup kept by the server, as listed in the backup manager. */
export const serverBackupSchema = z.object({
  id: z.union([z.string(), z.number()]),
  name: z.string(),
  created_at: z.string(),
  metadata: z.object({
    nodes_count: z.number().int().nonnegative(),
    edges_count: z.number().int().nonnegative(),
  }),
});

export type Backup = z.infer<typeof backupSchema>;
export type EmergencyBackup = z.infer<typeof emergencyBackupSchema>;
export type ServerBackup = z.infer<typeof serverBackupSchema>;
