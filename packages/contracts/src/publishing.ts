import { edgeSchema, flowDiffSchema, nodeSchema } from '@plubot/flow';
import { z } from 'zod';
import { doctorReportSchema } from './doctor';

/** The longest note an owner may leave on a publish ("Horario de verano", "Nuevo menú" …). */
export const PUBLISH_NOTE_MAX = 200;

/** One published version of a bot, as listed (its content is read on its own). */
export const publishedVersionSchema = z.object({
  /** 1, 2, 3 … per bot. */
  version: z.number().int().positive(),
  publishedAt: z.string(),
  note: z.string().nullable(),
  /** A rollback: the version it copied. */
  restoredFrom: z.number().int().nullable(),
  /** The draft's revision it was published from. */
  draftRevision: z.number().int(),
  /** The name of who published it (null when that account is gone). */
  publishedBy: z.string().nullable(),
});
export type PublishedVersion = z.infer<typeof publishedVersionSchema>;

const noteSchema = z.string().trim().max(PUBLISH_NOTE_MAX).optional();

/** `POST /api/plubots/:id/publish`: an optional note, and the live version the owner saw. */
export const publishBodySchema = z.object({
  note: noteSchema,
  /** The live version shown to the owner (null: never published); another publish since → 409. */
  expectedVersion: z.number().int().nonnegative().nullable().optional(),
});
export type PublishBody = z.infer<typeof publishBodySchema>;

/** `POST /api/plubots/:id/versions/:v/publish` (rollback): an optional note. */
export const republishBodySchema = z.object({ note: noteSchema });

/** A publish's answer: the new live version and Bot Doctor's report of what went live. */
export const publishResponseSchema = z.object({
  success: z.literal(true),
  published: publishedVersionSchema,
  report: doctorReportSchema.optional(),
});
export type PublishResponse = z.infer<typeof publishResponseSchema>;

/** `GET /api/plubots/:id/published`: the live version and how far the draft is from it. */
export const publishedStatusResponseSchema = z.object({
  success: z.literal(true),
  published: publishedVersionSchema.nullable(),
  draftRevision: z.number().int(),
  /** Nodes and connections added, removed or changed in the draft since the live version. */
  changes: z.number().int().nonnegative(),
});
export type PublishedStatusResponse = z.infer<typeof publishedStatusResponseSchema>;

/** `GET /api/plubots/:id/published/versions`: every published version, newest first. */
export const publishedVersionsResponseSchema = z.object({
  success: z.literal(true),
  live: z.number().int().nullable(),
  versions: z.array(publishedVersionSchema),
});

/** `GET /api/plubots/:id/published/versions/:v`: one version's flow (secrets masked). */
export const publishedFlowResponseSchema = z.object({
  success: z.literal(true),
  published: publishedVersionSchema,
  flow: z.object({
    flowName: z.string(),
    nodes: z.array(nodeSchema),
    edges: z.array(edgeSchema),
    viewport: z.object({ x: z.number(), y: z.number(), zoom: z.number() }),
  }),
});

/** A side of a comparison: the live version, a published version's number, or the draft. */
const diffSideSchema = z.union([
  z.literal('published'),
  z.literal('draft'),
  z.coerce.number().int().positive(),
]);

/** `GET /api/plubots/:id/diff?from=published&to=draft`: what changed between two sides. */
export const diffQuerySchema = z.object({
  from: diffSideSchema.default('published'),
  to: diffSideSchema.default('draft'),
});

export const diffResponseSchema = z.object({ success: z.literal(true), diff: flowDiffSchema });
export type DiffResponse = z.infer<typeof diffResponseSchema>;

/** The most real conversations one replay takes. */
export const REPLAY_LIMIT_MAX = 200;

/** `POST /api/plubots/:id/replay`: how many of the last real conversations to replay. */
export const replayBodySchema = z.object({
  limit: z.number().int().min(1).max(REPLAY_LIMIT_MAX).default(20),
});

const replayVerdictSchema = z.enum(['same', 'different', 'stuck', 'unrepeatable']);

/**
 * The replay's answer: per conversation, its verdict and turns side by side (the full shape is
 * `replayOutcomeSchema` of `@plubot/engine`, which builds it), and the counts per verdict.
 * `source` says whose conversations were replayed: the live version's, or — when it has none yet —
 * the bot's most recent ones.
 */
export const replayResponseSchema = z.object({
  success: z.literal(true),
  source: z.enum(['live', 'recent']),
  draftRevision: z.number().int(),
  report: z.object({
    outcomes: z.array(z.looseObject({ id: z.string().optional(), verdict: replayVerdictSchema })),
    counts: z.object({
      same: z.number().int().nonnegative(),
      different: z.number().int().nonnegative(),
      stuck: z.number().int().nonnegative(),
      unrepeatable: z.number().int().nonnegative(),
    }),
  }),
});
export type ReplayResponse = z.infer<typeof replayResponseSchema>;
