import { z } from 'zod';
import { PREMIUM_WIDGET_THEMES } from './gamification';

/** Defaults of the embed customisation (spec app.md §3 "Embed customization"). */
export const DEFAULT_EMBED_CONFIG = {
  theme: 'light',
  position: 'right',
  width: '350px',
  height: '500px',
  primaryColor: '#4facfe',
  welcomeMessage: 'Hola! Soy tu asistente virtual.',
} as const;

/** The free widget themes; the premium ones (`PREMIUM_WIDGET_THEMES`) are bought with PluCoins. */
export const FREE_WIDGET_THEMES = ['light', 'dark', 'auto'] as const;

/** Every theme the widget and the embedded chat page can draw. */
export const WIDGET_THEMES = [...FREE_WIDGET_THEMES, ...PREMIUM_WIDGET_THEMES] as const;
export type WidgetTheme = (typeof WIDGET_THEMES)[number];

/** Whether a theme must be unlocked with PluCoins before a bot may use it. */
export function isPremiumWidgetTheme(theme: string): theme is (typeof PREMIUM_WIDGET_THEMES)[number] {
  return (PREMIUM_WIDGET_THEMES as readonly string[]).includes(theme);
}

const cssSize = z
  .string()
  .trim()
  .regex(/^\d{2,4}(px|%|vh|vw)$/, 'embed.invalidSize');

/**
 * `POST /api/plubots/:id/embed`: the widget's look; every field optional with the defaults above. A
 * premium theme is accepted here only in shape: the server also checks the owner unlocked it.
 */
export const embedConfigSchema = z.object({
  theme: z.enum(WIDGET_THEMES, { message: 'embed.invalidTheme' }).default(DEFAULT_EMBED_CONFIG.theme),
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

/**
 * `POST /api/plubots/:id/embed`: the bot's public id, QR and chat URLs, its saved widget look, and
 * the achievement the save unlocked (`customizer` for the first look that differs from the
 * defaults and from the one saved before), else null.
 */
export const embedResponseSchema = z.object({
  status: z.literal('success'),
  success: z.literal(true),
  data: z.object({
    publicId: z.string(),
    qrCodeUrl: z.string(),
    chatUrl: z.string(),
    embed: embedConfigSchema,
    unlocked: z.string().nullable(),
  }),
});
