import { chatButtonSchema, chatCardSchema } from '@plubot/engine';
import { FLOW_LIMITS, MAX_POWER_FIELD_NAME_LENGTH, MAX_POWER_FIELDS } from '@plubot/flow';
import { z } from 'zod';

/** A power node's inputs or fields, `{{variables}}` already filled in: at most MAX_POWER_FIELDS names. */
export const renderedTextMap = z
  .record(z.string().max(MAX_POWER_FIELD_NAME_LENGTH), z.string().max(FLOW_LIMITS.maxTextLength))
  .refine((map) => Object.keys(map).length <= MAX_POWER_FIELDS)
  .default({});

/**
 * `POST /api/plubots/:id/power-lookup`: the editor's simulation runs a power node's lookup (an
 * `inline` action, e.g. Notion's «Buscar en una base de datos») with the bot owner's connection, as
 * the engine asks the server in a real conversation (issue #31). An `after` action is never run here.
 */
export const powerLookupBodySchema = z.object({
  powerId: z.string().trim().min(1).max(FLOW_LIMITS.maxIdLength),
  connectionId: z.string().trim().min(1).max(FLOW_LIMITS.maxIdLength),
  action: z.string().trim().min(1).max(FLOW_LIMITS.maxIdLength),
  inputs: renderedTextMap,
  fields: renderedTextMap,
  /** The visitor's language, for what the answer says in words (an order's status, a slot's day). */
  language: z.enum(['es', 'en']).optional(),
  /**
   * `offer`: a `choose` action's options (a calendar's free slots; issue #32) — only offered, never
   * acted on: the simulation tells the pick instead of booking it.
   */
  phase: z.literal('offer').optional(),
});
export type PowerLookupBody = z.infer<typeof powerLookupBodySchema>;

/**
 * What the lookup gave: something found or not, with the outputs the node may save into variables,
 * or the service's failure (`error`, its own words). Both are answered with 200: a failure of the
 * service is what the simulation follows (the node's `onError`), not an error of the request.
 */
export const powerLookupResponseSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    found: z.boolean(),
    outputs: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
    /** Cards the bot would show with what was found (a shop's products). */
    cards: z.array(chatCardSchema).optional(),
    /** A `choose` action's offer: the options as buttons, and their time zone named plainly. */
    options: z.array(chatButtonSchema).optional(),
    note: z.string().optional(),
  }),
  z.object({ ok: z.literal(false), error: z.string() }),
]);
export type PowerLookupResponse = z.infer<typeof powerLookupResponseSchema>;
