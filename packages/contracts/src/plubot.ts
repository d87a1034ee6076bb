import { z } from 'zod';
import { isKnownPower } from './powers';

/** The six personalities of the lab (spec app.md §3), stored lower-case as `tone`. */
export const PERSONALITIES = [
  { id: 'audaz', label: 'Audaz', color: '#F97316' },
  { id: 'sabio', label: 'Sabio', color: '#1E3A8A' },
  { id: 'servicial', label: 'Servicial', color: '#22C55E' },
  { id: 'creativo', label: 'Creativo', color: '#A855F7' },
  { id: 'neutral', label: 'Neutral', color: '#9CA3AF' },
  { id: 'misterioso', label: 'Misterioso', color: '#1F2937' },
] as const;
export type Tone = (typeof PERSONALITIES)[number]['id'];
export const TONES = PERSONALITIES.map((p) => p.id) as [Tone, ...Tone[]];

export const DEFAULT_TONE: Tone = 'neutral';
export const DEFAULT_BOT_COLOR = '#D1D5DB';
export const BOT_NAME_MIN = 3;
export const BOT_NAME_MAX = 20;
export const DEFAULT_PURPOSE = 'Ayudar a los clientes en el chat web';
export const PURPOSE_MAX = 500;
export const INITIAL_MESSAGE_MAX = 1000;

/** The default welcome of a bot. */
export function defaultInitialMessage(name: string): string {
  return `¡Hola! Soy ${name}. ¿En qué puedo ayudarte?`;
}

/** `powers` as a list, also accepted as a comma-separated string (spec app.md §3). */
const powersSchema = z
  .union([z.array(z.string().trim()), z.string()])
  .transform((value) =>
    (Array.isArray(value) ? value : value.split(','))
      .map((id) => id.trim().replace(/^power-/, ''))
      .filter(Boolean),
  )
  .transform((ids) => [...new Set(ids)])
  .pipe(z.array(z.string().refine(isKnownPower, 'plubot.unknownPower')).max(50));

const nameSchema = z
  .string({ message: 'plubot.nameTooShort' })
  .trim()
  .min(BOT_NAME_MIN, 'plubot.nameTooShort')
  .max(BOT_NAME_MAX, 'plubot.nameTooLong');

const fields = {
  name: nameSchema,
  tone: z
    .string({ message: 'plubot.toneRequired' })
    .trim()
    .toLowerCase()
    .pipe(z.enum(TONES, { message: 'plubot.toneRequired' })),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'plubot.invalidColor'),
  powers: powersSchema,
  purpose: z.string().trim().max(PURPOSE_MAX, 'plubot.purposeTooLong'),
  initial_message: z.string().trim().max(INITIAL_MESSAGE_MAX, 'plubot.initialMessageTooLong'),
};

/** `POST /api/plubots/create`; unknown fields (sync flags) are ignored. */
export const createPlubotBodySchema = z.object({
  name: fields.name,
  tone: fields.tone.default(DEFAULT_TONE),
  color: fields.color.default(DEFAULT_BOT_COLOR),
  powers: fields.powers.default([]),
  purpose: fields.purpose.optional(),
  initial_message: fields.initial_message.optional(),
  /** Id the bot had while it existed only in the browser: a repeated sync must not duplicate it. */
  _localId: z.string().trim().min(1).max(100).optional(),
  /** Template the bot starts from. */
  templateId: z.string().trim().max(100).optional(),
});
export type CreatePlubotBody = z.infer<typeof createPlubotBodySchema>;

/** `PUT /api/plubots/update/:id`: any subset of the fields. */
export const updatePlubotBodySchema = z.object({
  name: fields.name.optional(),
  tone: fields.tone.optional(),
  color: fields.color.optional(),
  powers: fields.powers.optional(),
  purpose: fields.purpose.optional(),
  initial_message: fields.initial_message.optional(),
});
export type UpdatePlubotBody = z.infer<typeof updatePlubotBodySchema>;

export const plubotSchema = z.object({
  id: z.string(),
  name: z.string(),
  tone: z.string(),
  color: z.string(),
  powers: z.array(z.string()),
  purpose: z.string(),
  initial_message: z.string(),
  public_id: z.string(),
  _localId: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Plubot = z.infer<typeof plubotSchema>;

export const plubotResponseSchema = z.object({
  status: z.literal('success'),
  success: z.literal(true),
  plubot: plubotSchema,
  message: z.string(),
});
export const plubotListResponseSchema = z.object({
  status: z.literal('success'),
  success: z.literal(true),
  plubots: z.array(plubotSchema),
});
