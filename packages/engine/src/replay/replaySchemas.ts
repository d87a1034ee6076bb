import { z } from 'zod';
import { chatButtonSchema } from '../model/conversationStateSchema';

/**
 * One stored message of a real conversation, as `chat_messages` keeps it (and as the transcript
 * contract `chatTranscriptMessageSchema` returns it): the bot's — with its buttons — or the
 * visitor's, whose text is what they typed or the label of the button they pressed. `buttons` and
 * `format` are `null` in the database row when absent; both spellings are accepted.
 */
export const recordedMessageSchema = z.object({
  seq: z.number().int(),
  role: z.enum(['bot', 'user']),
  text: z.string(),
  buttons: z.array(chatButtonSchema).nullish(),
  format: z.literal('markdown').nullish(),
});

/** A real conversation to replay: its stored messages (in any order; they are sorted by `seq`). */
export const recordedConversationSchema = z.object({
  /** The conversation's id (the session id), echoed in its outcome. */
  id: z.string().optional(),
  messages: z.array(recordedMessageSchema),
});

/** A message the draft would send: the node that said it, its text, its buttons and its format. */
export const replayMessageSchema = z.object({
  nodeId: z.string(),
  text: z.string(),
  buttons: z.array(chatButtonSchema).optional(),
  format: z.literal('markdown').optional(),
});

/**
 * How a recorded visitor message was sent to the draft: as the option whose label it matches
 * (`option`), as typed text (`text`), or as nothing but a press of a button that is no longer
 * known (`none`: the recording holds an empty text, which the chat only stores for such a press).
 */
export const REPLAY_REPLY_KINDS = ['option', 'text', 'none'] as const;

/** The visitor's recorded reply that opened a turn, and how it reached the draft. */
export const replayReplySchema = z.object({
  text: z.string(),
  sentAs: z.enum(REPLAY_REPLY_KINDS),
  optionId: z.string().optional(),
});

/** One turn side by side: what the visitor said, what the live bot said then, what the draft says now. */
export const replayTurnSchema = z.object({
  /** 1 is the greeting; each later turn starts with a visitor's reply. */
  turn: z.number().int().positive(),
  reply: replayReplySchema.optional(),
  recorded: z.array(recordedMessageSchema),
  draft: z.array(replayMessageSchema),
  /** Every bot text and button label of the turn equals the recorded one. */
  same: z.boolean(),
  /** The nodes the draft ran this turn, in order (from the engine's trace). */
  nodeIds: z.array(z.string()),
});

/** The effects a replay answers "done" without doing anything: what would have been sent or saved. */
export const REPLAY_SKIPPED_EFFECTS = [
  'sendEmail',
  'saveLead',
  'notify',
  'webhook',
  'discord',
  'saveRecord',
  'power',
] as const;

/** The effects whose answers decide the path and cannot be known offline. */
export const REPLAY_UNREPEATABLE_EFFECTS = [
  'http',
  'ai',
  'lookupRecord',
  'knowledge',
  'powerLookup',
] as const;

/** An effect the replay did not perform: its turn, the node that asked for it and which one it was. */
export const replaySkippedEffectSchema = z.object({
  turn: z.number().int().positive(),
  nodeId: z.string(),
  effect: z.enum(REPLAY_SKIPPED_EFFECTS),
});

/**
 * Why the draft gets stuck: it ends without an End node (`dead-end`), stops at the engine's step
 * cap (`loop-guard`) or on an internal error (`engine-error`), refuses the visitor's recorded reply
 * and asks again (`reply-refused`), or stops to wait for a reply where the live bot went on
 * (`waiting`).
 */
export const REPLAY_STUCK_REASONS = [
  'dead-end',
  'loop-guard',
  'engine-error',
  'reply-refused',
  'waiting',
] as const;

/** The verdicts of a replay. */
export const REPLAY_VERDICTS = ['same', 'different', 'stuck', 'unrepeatable'] as const;

const outcomeFields = {
  /** The recorded conversation's id, when it had one. */
  id: z.string().optional(),
  /** The turns replayed, side by side (an unrepeatable replay stops at the turn it could not repeat). */
  turns: z.array(replayTurnSchema),
  /** The effects the draft asked for and the replay did not perform. */
  skipped: z.array(replaySkippedEffectSchema),
};

/**
 * The outcome of replaying one recorded conversation against a draft:
 * - `same`: every turn's bot texts and button labels equal the recorded ones;
 * - `different`: at `turn`, the draft's message `messageIndex` differs (or is missing, or is extra);
 *   `nodeId` is the draft node that said it (or, when the draft said nothing there, the last node it
 *   ran that turn; `null` when it ran none), `now` what the visitor would see that turn;
 * - `stuck`: at `turn`, the draft gets stuck for `reason` at `nodeId`;
 * - `unrepeatable`: at `turn`, the path depends on `effect` at `nodeId` (an HTTP request, an AI
 *   answer or a record lookup), which cannot be repeated offline; the turns before it matched.
 */
export const replayOutcomeSchema = z.discriminatedUnion('verdict', [
  z.object({ ...outcomeFields, verdict: z.literal('same') }),
  z.object({
    ...outcomeFields,
    verdict: z.literal('different'),
    turn: z.number().int().positive(),
    messageIndex: z.number().int().nonnegative(),
    nodeId: z.string().nullable(),
    now: z.array(replayMessageSchema),
  }),
  z.object({
    ...outcomeFields,
    verdict: z.literal('stuck'),
    turn: z.number().int().positive(),
    reason: z.enum(REPLAY_STUCK_REASONS),
    nodeId: z.string().nullable(),
    now: z.array(replayMessageSchema),
  }),
  z.object({
    ...outcomeFields,
    verdict: z.literal('unrepeatable'),
    turn: z.number().int().positive(),
    nodeId: z.string(),
    nodeType: z.string(),
    effect: z.enum(REPLAY_UNREPEATABLE_EFFECTS),
  }),
]);

/** The outcomes of many replays, in the order given, with how many got each verdict. */
export const replayReportSchema = z.object({
  outcomes: z.array(replayOutcomeSchema),
  counts: z.object({
    same: z.number().int().nonnegative(),
    different: z.number().int().nonnegative(),
    stuck: z.number().int().nonnegative(),
    unrepeatable: z.number().int().nonnegative(),
  }),
});

export type RecordedMessage = z.infer<typeof recordedMessageSchema>;
export type RecordedConversation = z.infer<typeof recordedConversationSchema>;
export type ReplayMessage = z.infer<typeof replayMessageSchema>;
export type ReplayReply = z.infer<typeof replayReplySchema>;
export type ReplayTurn = z.infer<typeof replayTurnSchema>;
export type ReplaySkippedEffect = z.infer<typeof replaySkippedEffectSchema>;
export type ReplayStuckReason = (typeof REPLAY_STUCK_REASONS)[number];
export type ReplayVerdict = (typeof REPLAY_VERDICTS)[number];
export type ReplayOutcome = z.infer<typeof replayOutcomeSchema>;
export type ReplayReport = z.infer<typeof replayReportSchema>;
