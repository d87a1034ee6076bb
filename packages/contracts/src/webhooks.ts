import { z } from 'zod';

/**
 * `GET /api/plubots/:id/webhook-secret`: the secret the bot signs its webhook posts with, and the
 * headers that carry the signature (`sha256=` + hex HMAC-SHA256 of `{timestamp}.{body}`) and the
 * timestamp. Only the bot's owner gets it.
 */
export const webhookSecretResponseSchema = z.object({
  success: z.literal(true),
  secret: z.string(),
  signatureHeader: z.string(),
  timestampHeader: z.string(),
});
export type WebhookSecretResponse = z.infer<typeof webhookSecretResponseSchema>;
