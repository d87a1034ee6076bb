import { PLAN_IDS } from '@plubot/flow';
import { z } from 'zod';
import { isValidEmail, normalizeEmail } from './email';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password';

/*
 * Messages are i18n keys; the server translates them (apps/server/locales) and the web app has
 * the same keys in its own catalogue.
 */

const requiredString = (message: string) => z.string({ message }).trim().min(1, message);

/** An e-mail as typed: trimmed, lower-cased, checked against the rule of §5. */
export const emailSchema = z
  .string({ message: 'auth.fillAllFields' })
  .transform(normalizeEmail)
  .pipe(z.string().min(1, 'auth.fillAllFields').refine(isValidEmail, 'auth.invalidEmail'));

const newPassword = (tooShort: string) =>
  z
    .string({ message: 'auth.fillAllFields' })
    .min(1, 'auth.fillAllFields')
    .min(PASSWORD_MIN_LENGTH, tooShort)
    .max(PASSWORD_MAX_LENGTH, 'auth.passwordTooLong');

export const registerBodySchema = z.object({
  name: requiredString('auth.fillAllFields').pipe(z.string().max(80, 'auth.nameTooLong')),
  email: emailSchema,
  password: newPassword('auth.passwordTooShort'),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string({ message: 'auth.fillAllFields' }).min(1, 'auth.fillAllFields').max(PASSWORD_MAX_LENGTH),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const emailOnlyBodySchema = z.object({ email: emailSchema });
export type EmailOnlyBody = z.infer<typeof emailOnlyBodySchema>;

export const resetPasswordBodySchema = z.object({
  token: z.string({ message: 'auth.invalidToken' }).min(1, 'auth.invalidToken').max(200, 'auth.invalidToken'),
  new_password: newPassword('auth.newPasswordTooShort'),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const changePasswordBodySchema = z.object({
  current_password: z.string({ message: 'auth.allFieldsRequired' }).min(1, 'auth.allFieldsRequired'),
  new_password: newPassword('auth.newPasswordTooShort'),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const refreshBodySchema = z.object({
  refresh_token: z.string({ message: 'auth.invalidToken' }).min(1, 'auth.invalidToken').max(200),
});

export const userPreferencesSchema = z
  .object({
    language: z.enum(['es', 'en']).optional(),
    ultraMode: z.boolean().optional(),
    inactivityLogout: z.boolean().optional(),
    /** The e-mail digest of new contacts and first conversations (on unless switched off). */
    leadDigest: z.boolean().optional(),
  })
  .strict();
export type UserPreferences = z.infer<typeof userPreferencesSchema>;

/** The user as the API shows it to its owner. */
export const publicUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  profile_picture: z.string().nullable(),
  is_verified: z.boolean(),
  role: z.string(),
  plan: z.enum(PLAN_IDS),
  created_at: z.string(),
  xp: z.number().int(),
  level: z.number().int(),
  levelName: z.string(),
  pluCoins: z.number().int(),
  energyLevel: z.number().int(),
  dailyRewardAvailable: z.boolean(),
  preferences: userPreferencesSchema,
  has_password: z.boolean(),
  google_linked: z.boolean(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const messageResponseSchema = z.object({
  success: z.literal(true),
  status: z.literal('success'),
  message: z.string(),
});

export const authResponseSchema = z.object({
  success: z.literal(true),
  status: z.literal('success'),
  message: z.string(),
  user: publicUserSchema,
  access_token: z.string(),
  refresh_token: z.string(),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const profileResponseSchema = z.object({
  success: z.literal(true),
  status: z.literal('success'),
  user: publicUserSchema,
});

export const tokenPairResponseSchema = z.object({
  success: z.literal(true),
  status: z.literal('success'),
  access_token: z.string(),
  refresh_token: z.string(),
});

export const googleLoginQuerySchema = z.object({ state: z.string().max(2000).optional() });
export const googleLoginResponseSchema = z.object({ success: z.literal(true), url: z.string() });
export const googleCallbackQuerySchema = z.object({
  code: z.string({ message: 'auth.google.missingCode' }).min(1, 'auth.google.missingCode').max(2000),
  state: z.string({ message: 'auth.google.invalidState' }).min(1, 'auth.google.invalidState').max(200),
  /** The issuer, which some providers add to the redirect (RFC 9207). */
  iss: z.string().max(500).optional(),
});

export const subscribeBodySchema = z.object({ email: emailSchema });

/** `GET /api/auth/google/callback`: the session, and the state the client sent to Google. */
export const googleCallbackResponseSchema = authResponseSchema.extend({ state: z.string().nullable() });
