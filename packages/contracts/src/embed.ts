import { z } from 'zod';

/** Defaults of the embed customisation (spec app.md §3 "Embed customization"). */
export const DEFAULT_EMBED_CONFIG = {
  theme: 'light',
  position: 'right',
  width: '350px',
  height: '500px',
  primaryColor: '#4facfe',
  welcomeMessage: 'Hola! Soy tu asistente virtual.',
} as const;

const cssSize = z
  .string()
  .trim()
  .regex(/^\d{2,4}(px|%|vh|vw)$/, 'embed.invalidSize');

/** `POST /api/plubots/:id/embed`: the widget's look; every field optional with the defaults above. */
export const embedConfigSchema = z.object({
  theme: z
    .enum(['light', 'dark', 'auto'], { message: 'embed.invalidTheme' })
    .default(DEFAULT_EMBED_CONFIG.theme),
  position: z
    .enum(['right', 'left', 'center'], { message: 'embed.invalidPosition' })
    .default(DEFAULT_EMBED_CONFIG.position),
  width: cssSize.default(DEFAULT_EMBED_CONFIG.width),
  height: cssSize.default(DEFAULT_EMBED_CONFIG.height),
  primaryColor: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'plubot.invalidColor')
    .default(DEFAULT_EMBED_CONFIG.primaryColor),
  welcomeMessage: z
    .string()
    .trim()
    .max(300, 'embed.welcomeTooLong')
    .default(DEFAULT_EMBED_CONFIG.welcomeMessage),
});
export type EmbedConfig = z.infer<typeof embedConfigSchema>;

/** `POST /api/plubots/:id/embed`: the bot's public id, QR and chat URLs, and its saved widget look. */
export const embedResponseSchema = z.object({
  status: z.literal('success'),
  success: z.literal(true),
  data: z.object({
    publicId: z.string(),
    qrCodeUrl: z.string(),
    chatUrl: z.string(),
    embed: embedConfigSchema,
  }),
});
