import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { plubots, publishedFlows, users } from '../../db/schema';
import { AppError } from '../../lib/AppError';

/** A flow as stored: what a published version copies from the draft. */
export interface StoredFlowContent {
  flowName: string;
  nodes: Record<string, unknown>[];
  edges: Record<string, unknown>[];
  viewport: { x: number; y: number; zoom: number };
  flowVersion: number;
}

export interface NewPublishedVersion {
  plubotId: string;
  flow: StoredFlowContent;
  draftRevision: number;
  publishedBy: string | null;
  note: string | null;
  restoredFrom?: number | null;
  /** The live version the publisher saw (null: none yet); another publish since → conflict. */
  expectedLive: number | null;
}

/**
 * Writes the next version and points the bot at it, in the caller's transaction: the pointer moves
 * only from the version the publisher saw, so of two publishes at once the second gets
 * `PUBLISH_CONFLICT` and writes nothing. Answers the new version's number.
 */
export async function insertPublishedVersion(tx: Database, input: NewPublishedVersion): Promise<number> {
  const version = (input.expectedLive ?? 0) + 1;
  const moved = await tx
    .update(plubots)
    .set({ publishedVersion: version })
    .where(
      and(
        eq(plubots.id, input.plubotId),
        input.expectedLive === null
          ? sql`${plubots.publishedVersion} is null`
          : eq(plubots.publishedVersion, input.expectedLive),
      ),
    )
    .returning({ id: plubots.id });
  if (moved.length === 0) throw new AppError('PUBLISH_CONFLICT');
  await tx.insert(publishedFlows).values({
    plubotId: input.plubotId,
    version,
    flowName: input.flow.flowName,
    nodes: input.flow.nodes,
    edges: input.flow.edges,
    viewport: input.flow.viewport,
    flowVersion: input.flow.flowVersion,
    draftRevision: input.draftRevision,
    restoredFrom: input.restoredFrom ?? null,
    note: input.note,
    publishedBy: input.publishedBy,
  });
  return version;
}

/** One published version with its content, or undefined. */
export async function findPublishedVersion(db: Database, plubotId: string, version: number) {
  const [row] = await db
    .select()
    .from(publishedFlows)
    .where(and(eq(publishedFlows.plubotId, plubotId), eq(publishedFlows.version, version)));
  return row;
}

/** What a published version is, without its content: number, date, note, origin, who published it. */
const SUMMARY = {
  version: publishedFlows.version,
  publishedAt: publishedFlows.createdAt,
  note: publishedFlows.note,
  restoredFrom: publishedFlows.restoredFrom,
  draftRevision: publishedFlows.draftRevision,
  publishedBy: users.name,
};

/** The bot's published versions, newest first, without their content. */
export async function listPublishedVersions(db: Database, plubotId: string) {
  return db
    .select(SUMMARY)
    .from(publishedFlows)
    .leftJoin(users, eq(users.id, publishedFlows.publishedBy))
    .where(eq(publishedFlows.plubotId, plubotId))
    .orderBy(desc(publishedFlows.version));
}

/** One published version's summary (see `listPublishedVersions`), or undefined. */
export async function findPublishedSummary(db: Database, plubotId: string, version: number) {
  const [row] = await db
    .select(SUMMARY)
    .from(publishedFlows)
    .leftJoin(users, eq(users.id, publishedFlows.publishedBy))
    .where(and(eq(publishedFlows.plubotId, plubotId), eq(publishedFlows.version, version)));
  return row;
}
