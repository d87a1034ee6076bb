import { z } from 'zod';

/**
 * A power action that failed after its retries (issue #31): what it tried, when, and the service's
 * answer — the bot page's «Errores de integraciones».
 */
export const integrationFailureSchema = z.object({
  id: z.string(),
  service: z.string(),
  action: z.string(),
  /** The power node that queued it (it may have been removed since). */
  nodeId: z.string().nullable(),
  connectionName: z.string().nullable(),
  /** The service's answer (status and its own words) or the transport error. */
  error: z.string(),
  attempts: z.number().int(),
  failedAt: z.string(),
});
export type IntegrationFailure = z.infer<typeof integrationFailureSchema>;

/** `GET /api/plubots/:id/integration-failures`: the newest failures first (the last 30 days, at most 50). */
export const integrationFailuresResponseSchema = z.object({
  failures: z.array(integrationFailureSchema),
  /** Actions waiting for their turn or a retry. */
  pending: z.number().int(),
});
export type IntegrationFailuresResponse = z.infer<typeof integrationFailuresResponseSchema>;
