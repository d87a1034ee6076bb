import { NODE_FIELD_VALUES } from '@plubot/flow';
import { z } from 'zod';
import { ENGINE_LANGUAGES } from './engineMessages';

/** A value a conversation variable may hold: plain JSON scalars only. */
export const variableValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** A button offered to the user: `id` is what comes back as `optionId`, `label` what is shown. */
export const chatButtonSchema = z.object({ id: z.string(), label: z.string() });

/** The reply kinds a text capture validates. */
export const replyValidationSchema = z.enum(NODE_FIELD_VALUES.replyValidations);

/** What the conversation waits for next: nothing, a choice among buttons, or a typed reply. */
export const inputRequestSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({ kind: z.literal('choice'), nodeId: z.string(), options: z.array(chatButtonSchema) }),
  z.object({
    kind: z.literal('text'),
    nodeId: z.string(),
    validation: replyValidationSchema,
    variable: z.string().optional(),
  }),
  /**
   * A power's link is out (a checkout, a booking page, issue #32): the conversation waits for the
   * service's webhook, which the host turns into `resumeAfterEvent`; a reply meanwhile is answered
   * with a reminder and the wait goes on.
   */
  z.object({ kind: z.literal('event'), nodeId: z.string() }),
]);

/**
 * Why a conversation waits for a person (issue #29): a «Hablar con una persona» node asked for one,
 * or the visitor did (a hand-off phrase). `resumeNodeId` is where the bot carries on when the
 * person gives the conversation back without choosing a node: the node after the hand-off node, or
 * the node the conversation was waiting on (asked again); `null` when there is none.
 */
export const handoffSchema = z.object({
  reason: z.enum(['node', 'keyword']),
  nodeId: z.string().nullable(),
  resumeNodeId: z.string().nullable(),
});

/**
 * The state of one conversation between turns. Plain JSON: the server stores it as it is and hands
 * it back on the next reply. `maxButtons` and `language` are remembered from the start context so
 * that later decisions keep the plan's button limit and the engine's own texts their language.
 */
export const conversationStateSchema = z.object({
  version: z.literal(1),
  flowRevision: z.number(),
  currentNodeId: z.string().nullable(),
  input: inputRequestSchema,
  variables: z.record(z.string(), variableValueSchema),
  ended: z.boolean(),
  turn: z.number().int().nonnegative(),
  retries: z.number().int().nonnegative(),
  maxButtons: z.number().int().positive().optional(),
  /** The language of the engine's own texts (retry messages, notices); Spanish when absent. */
  language: z.enum(ENGINE_LANGUAGES).optional(),
  /** Set while the conversation waits for, or is held by, a person: the bot does not answer. */
  handoff: handoffSchema.optional(),
});

export type VariableValue = z.infer<typeof variableValueSchema>;
export type ChatButton = z.infer<typeof chatButtonSchema>;
export type ReplyValidation = z.infer<typeof replyValidationSchema>;
export type InputRequest = z.infer<typeof inputRequestSchema>;
export type ConversationState = z.infer<typeof conversationStateSchema>;
export type Handoff = z.infer<typeof handoffSchema>;
