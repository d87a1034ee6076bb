import { z } from 'zod';

/**
 * A bot's WhatsApp link as the server reports it (spec app.md §3 "WhatsApp status"): no number
 * linked, a QR waiting to be scanned, or a linked number. The sharing panel's fourth state,
 * "unknown", is the client's own state before the first answer.
 */
export const whatsappStatusSchema = z.enum(['not_connected', 'qr', 'connected']);
export type WhatsAppStatus = z.infer<typeof whatsappStatusSchema>;

/** `POST /api/whatsapp/initiate` and `POST /api/whatsapp/disconnect`. */
export const whatsappPlubotBodySchema = z.object({
  plubotId: z.string({ message: 'validation.required' }).min(1, 'validation.required').max(100),
});

/**
 * `GET /api/whatsapp/status/:plubotId`, and the answer of `POST /api/whatsapp/initiate`:
 * `qrCodeUrl` (a PNG data URL) while a QR is shown, `whatsappNumber` (`+34600111222`) once linked.
 */
export const whatsappStatusResponseSchema = z.object({
  success: z.literal(true),
  status: whatsappStatusSchema,
  whatsappNumber: z.string().nullable(),
  qrCodeUrl: z.string().optional(),
  message: z.string().optional(),
});
export type WhatsAppStatusResponse = z.infer<typeof whatsappStatusResponseSchema>;

/** `POST /api/whatsapp/disconnect`. */
export const whatsappDisconnectResponseSchema = z.object({
  success: z.literal(true),
  status: z.literal('not_connected'),
  whatsappNumber: z.null(),
  message: z.string(),
});
