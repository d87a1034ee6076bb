import { z } from 'zod';

/** A printable text without spaces, as every service's ids, keys and secrets are. */
const PRINTABLE = /^[\x21-\x7e]+$/;

/**
 * A Google Analytics 4 web data stream, for the Measurement Protocol (issue #31): its measurement
 * id (`G-XXXXXXX`, Admin → Data streams → the stream) and an API secret made for it there
 * (Measurement Protocol API secrets → Create). The secret is what is kept secret.
 */
export const googleAnalyticsCredentialsSchema = z.object({
  measurementId: z
    .string({ message: 'connections.google-analytics.measurementIdRequired' })
    .trim()
    .toUpperCase()
    .min(1, 'connections.google-analytics.measurementIdRequired')
    .regex(/^G-[A-Z0-9]{4,20}$/, 'connections.google-analytics.measurementIdFormat'),
  apiSecret: z
    .string({ message: 'connections.google-analytics.secretRequired' })
    .trim()
    .min(1, 'connections.google-analytics.secretRequired')
    .min(10, 'connections.google-analytics.secretTooShort')
    .max(100, 'connections.google-analytics.secretTooLong')
    .regex(PRINTABLE, 'connections.google-analytics.secretInvalidCharacters'),
});

/**
 * Where a Mixpanel project keeps its data (its data residency, Project Settings → Overview): each
 * region has its own API host, and a project's token works only on its own.
 */
export const MIXPANEL_REGIONS = ['us', 'eu', 'in'] as const;
export type MixpanelRegion = (typeof MIXPANEL_REGIONS)[number];

/**
 * A Mixpanel project: its project token (32 hex characters, Project Settings → Overview → Access
 * Keys) and its data residency (US unless the project was made in the EU or India).
 */
export const mixpanelCredentialsSchema = z.object({
  token: z
    .string({ message: 'connections.mixpanel.tokenRequired' })
    .trim()
    .min(1, 'connections.mixpanel.tokenRequired')
    .regex(/^[0-9a-f]{32}$/i, 'connections.mixpanel.tokenFormat'),
  region: z.enum(MIXPANEL_REGIONS, { message: 'connections.mixpanel.regionInvalid' }).default('us'),
});
