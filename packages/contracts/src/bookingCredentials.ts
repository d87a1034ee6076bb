import { z } from 'zod';

/** A printable text without spaces, as every service's ids, keys and secrets are. */
const PRINTABLE = /^[\x21-\x7e]+$/;

/** An id Zoom gives an app (its account id, its client id): letters, digits, `-` and `_`. */
const zoomId = (field: 'accountId' | 'clientId') =>
  z
    .string({ message: `connections.zoom.${field}Required` })
    .trim()
    .min(1, `connections.zoom.${field}Required`)
    .max(100, `connections.zoom.${field}Format`)
    .regex(/^[A-Za-z0-9_-]{8,100}$/, `connections.zoom.${field}Format`);

/**
 * A Zoom account, through a Server-to-Server OAuth app of the owner's (Zoom App Marketplace →
 * Develop → Build App → Server-to-Server OAuth, with the scopes `meeting:write:meeting:admin` and
 * `user:read:user:admin`): its Account ID, Client ID and Client Secret. The secret is what is kept
 * secret; each action asks Zoom for an access token with them (`account_credentials`).
 */
export const zoomCredentialsSchema = z.object({
  accountId: zoomId('accountId'),
  clientId: zoomId('clientId'),
  clientSecret: z
    .string({ message: 'connections.zoom.secretRequired' })
    .trim()
    .min(1, 'connections.zoom.secretRequired')
    .min(16, 'connections.zoom.secretTooShort')
    .max(200, 'connections.zoom.secretTooLong')
    .regex(PRINTABLE, 'connections.zoom.secretInvalidCharacters'),
});

/**
 * A Calendly account: a personal access token (Calendly → Integrations → API & Webhooks →
 * Personal access tokens), acting as the owner. What the owner sends.
 */
export const calendlyCredentialsSchema = z.object({
  token: z
    .string({ message: 'connections.calendly.tokenRequired' })
    .trim()
    .min(1, 'connections.calendly.tokenRequired')
    .min(20, 'connections.calendly.tokenTooShort')
    .max(4000, 'connections.calendly.tokenTooLong')
    .regex(PRINTABLE, 'connections.calendly.tokenInvalidCharacters'),
});

/**
 * A Calendly connection as the server keeps it: the token, and what connecting it registered — the
 * owner's user and organization URIs and e-mail, and the webhook subscription Calendly posts its
 * bookings to (its URI and the signing key generated for it). Absent only on credentials that were
 * never prepared; such a connection cannot read a booking.
 */
export const calendlyStoredCredentialsSchema = calendlyCredentialsSchema.extend({
  userUri: z.string().max(500).optional(),
  organizationUri: z.string().max(500).optional(),
  email: z.string().max(254).optional(),
  webhookUri: z.string().max(500).optional(),
  signingKey: z.string().min(32).max(200).optional(),
});
