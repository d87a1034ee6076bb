import { z } from 'zod';

/** Most Discord integrations one account may connect. */
export const MAX_DISCORD_INTEGRATIONS = 5;

/** Where a Discord integration stands: accepted by Discord, or refused (see `tokenError`). */
export const DISCORD_INTEGRATION_STATUSES = ['active', 'error'] as const;
export type DiscordIntegrationStatus = (typeof DISCORD_INTEGRATION_STATUSES)[number];

/**
 * `POST /api/discord-integrations`: a name the owner recognises and the Discord bot's token. The
 * server checks the token with Discord before storing it sealed.
 */
export const createDiscordIntegrationBodySchema = z.object({
  name: z
    .string({ message: 'discordIntegrations.nameRequired' })
    .trim()
    .min(1, 'discordIntegrations.nameRequired')
    .max(60, 'discordIntegrations.nameTooLong'),
  botToken: z
    .string({ message: 'discordIntegrations.tokenRequired' })
    .trim()
    .min(1, 'discordIntegrations.tokenRequired')
    .min(20, 'discordIntegrations.tokenTooShort')
    .max(200, 'discordIntegrations.tokenTooLong')
    .regex(/^[A-Za-z0-9._-]+$/, 'discordIntegrations.tokenInvalidCharacters'),
});
export type CreateDiscordIntegrationBody = z.infer<typeof createDiscordIntegrationBodySchema>;

/** One Discord integration as its owner sees it: the token only as '••••' and its last four characters. */
export const discordIntegrationSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(DISCORD_INTEGRATION_STATUSES),
  botUsername: z.string().nullable(),
  maskedToken: z.string(),
  tokenError: z.string().nullable(),
  createdAt: z.string(),
});
export type DiscordIntegration = z.infer<typeof discordIntegrationSchema>;

/** `GET /api/discord-integrations`: the caller's integrations, oldest first (the first active one is used). */
export const discordIntegrationListSchema = z.object({
  integrations: z.array(discordIntegrationSchema),
  limit: z.number().int(),
});
export type DiscordIntegrationList = z.infer<typeof discordIntegrationListSchema>;

/** `POST /api/discord-integrations`: the integration just connected. */
export const discordIntegrationResponseSchema = z.object({ integration: discordIntegrationSchema });

/** `DELETE /api/discord-integrations/:id`. */
export const deleteDiscordIntegrationResponseSchema = z.object({ success: z.literal(true) });

/** Path parameters of one integration. */
export const discordIntegrationParamsSchema = z.object({ id: z.string().max(64) });
