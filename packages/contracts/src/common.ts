import { z } from 'zod';

/** Body of every API error. `errors` maps a dotted field path to its messages. */
export const apiErrorSchema = z.object({
  success: z.literal(false),
  status: z.literal('error'),
  message: z.string(),
  code: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** `GET /api/health`. */
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
