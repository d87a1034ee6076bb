import { chatButtonSchema, chatCardSchema } from '@plubot/engine';
import { FLOW_LIMITS } from '@plubot/flow';
import { z } from 'zod';
import { renderedTextMap } from './powerLookup';

/**
 * `POST /api/plubots/:id/power-test`: 'Probar' of a power node's form (issue #32). The web app sends
 * the node's inputs and fields with the test values the owner typed for each `{{variable}}` already
 * filled in, and `templates`, the inputs as written (a 'Cobrar' amount from a variable must be
 * within the owner's bounds, as in a conversation). The action runs once with the owner's connection:
 * a lookup finds, a calendar offers its free slots (never books), a checkout or booking link is made
 * for the owner to open (no conversation waits on it) and an action that runs after the reply acts
 * for real (the form asks first).
 */
export const powerTestBodySchema = z.object({
  powerId: z.string().trim().min(1).max(FLOW_LIMITS.maxIdLength),
  connectionId: z.string().trim().min(1).max(FLOW_LIMITS.maxIdLength),
  action: z.string().trim().min(1).max(FLOW_LIMITS.maxIdLength),
  inputs: renderedTextMap,
  fields: renderedTextMap,
  /** The node's inputs as the owner wrote them, `{{variables}}` and all. */
  templates: renderedTextMap,
  /** The language the answer's words are in (a slot's day, an order's status). */
  language: z.enum(['es', 'en']).optional(),
});
export type PowerTestBody = z.input<typeof powerTestBodySchema>;
export type ParsedPowerTestBody = z.infer<typeof powerTestBodySchema>;

const outputValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/**
 * What the test did, answered with 200 even when the service failed (its words in `error`): a
 * lookup's result (`found`, with the outputs and the cards the bot would show), a `choose` action's
 * offer (`options`, with their time zone in `note`), an `await` action's link (`link`: a real
 * checkout or booking page, with the amount a charge asks), or an action done for real (`done`).
 */
export const powerTestResponseSchema = z.union([
  z.object({
    ok: z.literal(true),
    kind: z.literal('found'),
    found: z.boolean(),
    outputs: z.record(z.string(), outputValueSchema),
    cards: z.array(chatCardSchema).optional(),
  }),
  z.object({
    ok: z.literal(true),
    kind: z.literal('options'),
    options: z.array(chatButtonSchema),
    note: z.string().optional(),
  }),
  z.object({
    ok: z.literal(true),
    kind: z.literal('link'),
    url: z.string(),
    amount: z.object({ minor: z.number().int(), currency: z.string() }).optional(),
  }),
  z.object({ ok: z.literal(true), kind: z.literal('done') }),
  z.object({ ok: z.literal(false), error: z.string() }),
]);
export type PowerTestResponse = z.infer<typeof powerTestResponseSchema>;
