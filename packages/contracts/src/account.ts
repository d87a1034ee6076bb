import { z } from 'zod';

/**
 * `POST /api/auth/delete-account`: erases the account and everything it owns. An account with a
 * password confirms with it; an account that signs in only with Google types its e-mail instead.
 */
export const deleteAccountBodySchema = z.object({
  password: z.string().max(200).optional(),
  confirm_email: z.string().trim().max(320).optional(),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

/**
 * `GET /api/auth/export`: a copy of everything the account owns, as the profile's 'Descargar mis
 * datos' and the Sanctuary's Modo Legado download it. Each bot carries its flow (the draft), its
 * published versions, versions, backups,
 * conversations with their messages, leads, records, WhatsApp link and knowledge (its sources, a
 * file's bytes in base64, and the questions it could not answer). Secrets (password hash,
 * WhatsApp credentials, session tokens) are never part of it; flow secrets and Discord tokens come
 * masked.
 */
export const accountExportSchema = z.object({
  format: z.literal('plubot-account-export'),
  version: z.literal(1),
  exportedAt: z.string(),
  account: z.looseObject({ id: z.string(), email: z.string(), name: z.string() }),
  plubots: z.array(z.looseObject({ id: z.string(), name: z.string() })),
  achievements: z.array(z.unknown()),
  activities: z.array(z.unknown()),
  /** The progress ledger: every XP and PluCoin movement. */
  progressEvents: z.array(z.unknown()),
  /** What PluCoins bought (power trials, widget themes, Historyverse characters). */
  unlocks: z.array(z.unknown()),
  /** Facts the browser reported (shares copied, guides finished, posts read). */
  gamificationFacts: z.array(z.unknown()),
  /** Bot replies per month. */
  usage: z.array(z.unknown()),
  /** Uploaded files (profile pictures), their bytes in base64. */
  uploads: z.array(z.unknown()),
  /** Discord bots connected, each token masked. */
  discordIntegrations: z.array(z.unknown()),
  /** Connections to outside services (Integraciones), each secret masked, never the credentials. */
  connections: z.array(z.unknown()),
  /** Power actions the bots queued (issue #31): what was sent to which service, and its answer. */
  integrationJobs: z.array(z.unknown()),
  /** Power action calls counted per month against the plan. */
  integrationUsage: z.array(z.unknown()),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
