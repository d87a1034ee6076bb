import { z } from 'zod';

/**
 * A bot's WhatsApp link as the server reports it (spec app.md §3 "WhatsApp status"): no number
 * linked, a QR waiting to be scanned, or a linked number. The sharing panel's fourth state,
 * "unknown", is the client's own state before the first answer.
 */
export const whatsappStatusSchema = z.enum(['not_connected', 'qr', 'connected']);
export type WhatsAppStatus = z.infer<typeof whatsappStatusSchema>;

/**
 * Why a link failed or a linked number dropped, as the sharing panel explains it:
 * - `loggedOut`: the device was logged out from the phone (Linked devices → Log out);
 * - `qrExpired`: nobody scanned the QR in time;
 * - `connectionReplaced`: another session opened the number and closed the bot's;
 * - `banned`: WhatsApp refused the number (blocked or suspended);
 * - `connectionLost`: the network dropped or timed out;
 * - `badSession`: the stored session stopped being valid;
 * - `unavailable`: WhatsApp's service was unavailable;
 * - `unknown`: WhatsApp closed the connection without a known reason.
 */
export const WHATSAPP_FAILURE_REASONS = [
  'loggedOut',
  'qrExpired',
  'connectionReplaced',
  'banned',
  'connectionLost',
  'badSession',
  'unavailable',
  'unknown',
] as const;
export const whatsappFailureReasonSchema = z.enum(WHATSAPP_FAILURE_REASONS);
export type WhatsAppFailureReason = z.infer<typeof whatsappFailureReasonSchema>;

/** `POST /api/whatsapp/initiate` and `POST /api/whatsapp/disconnect`. */
export const whatsappPlubotBodySchema = z.object({
  plubotId: z.string({ message: 'validation.required' }).min(1, 'validation.required').max(100),
});

/**
 * `GET /api/whatsapp/status/:plubotId`, and the answer of `POST /api/whatsapp/initiate`:
 * `qrCodeUrl` (a PNG data URL) while a QR is shown, `whatsappNumber` (`+34600111222`) once linked.
 * `reason` says why the last link failed or dropped (`not_connected`), or why a linked number is
 * reconnecting (`connected`); it is absent while all is well.
 */
export const whatsappStatusResponseSchema = z.object({
  success: z.literal(true),
  status: whatsappStatusSchema,
  whatsappNumber: z.string().nullable(),
  qrCodeUrl: z.string().optional(),
  reason: whatsappFailureReasonSchema.optional(),
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
