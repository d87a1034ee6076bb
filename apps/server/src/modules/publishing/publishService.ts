import { type DoctorReport, diffFlows, type FlowDiff } from '@plubot/flow';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { plubots } from '../../db/schema';
import { AppError } from '../../lib/AppError';
import { type DoctorDeps, getDoctorReport } from '../doctor/doctorService';
import { getFlow } from '../flows/flowService';
import { readStoredFlow } from '../flows/readStoredFlow';
import {
  findPublishedSummary,
  findPublishedVersion,
  insertPublishedVersion,
  type StoredFlowContent,
} from './publishedFlowRepository';

/** What a publish or a rollback answers: the new live version. */
export interface PublishedVersionSummary {
  version: number;
  publishedAt: Date;
  note: string | null;
  restoredFrom: number | null;
  draftRevision: number;
  publishedBy: string | null;
}

function contentOf(row: StoredFlowContent): StoredFlowContent {
  return {
    flowName: row.flowName,
    nodes: row.nodes,
    edges: row.edges,
    viewport: row.viewport,
    flowVersion: row.flowVersion,
  };
}

async function readLiveVersion(db: Database, plubotId: string): Promise<number | null> {
  const [bot] = await db
    .select({ version: plubots.publishedVersion })
    .from(plubots)
    .where(eq(plubots.id, plubotId));
  return bot?.version ?? null;
}

async function summaryOf(db: Database, plubotId: string, version: number): Promise<PublishedVersionSummary> {
  const found = await findPublishedSummary(db, plubotId, version);
  if (!found) throw new AppError('PUBLISHED_VERSION_NOT_FOUND');
  return found;
}

/**
 * Publishes the bot's draft: Bot Doctor examines it first, and a blocking finding stops the
 * publish (`PUBLISH_BLOCKED`, with the report) — warnings do not. The draft is copied into a new
 * immutable version and the bot points at it, in one transaction; `expectedVersion` (the live
 * version the owner saw) turns a publish from elsewhere in between into `PUBLISH_CONFLICT`. New
 * conversations get the new version at once, on every server copy; conversations in progress
 * finish on theirs. Ownership is checked by the caller.
 */
export async function publishDraft(
  deps: DoctorDeps,
  input: {
    ownerId: string;
    userId: string;
    plubotId: string;
    note: string | null;
    expectedVersion?: number | null;
  },
): Promise<{ published: PublishedVersionSummary; report: DoctorReport }> {
  const examined = await getFlow(deps.db, input.plubotId);
  const { report } = await getDoctorReport(deps, input.ownerId, input.plubotId, examined);
  if (report.blocking > 0) throw new AppError('PUBLISH_BLOCKED', { extra: { report } });
  const version = await deps.db.transaction(async (tx) => {
    const draft = await getFlow(tx, input.plubotId);
    // Saved again since it was examined: what would go live is not what Bot Doctor saw.
    if (draft.revision !== examined.revision) throw new AppError('PUBLISH_CONFLICT');
    const live = await readLiveVersion(tx, input.plubotId);
    if (input.expectedVersion !== undefined && input.expectedVersion !== live) {
      throw new AppError('PUBLISH_CONFLICT');
    }
    return insertPublishedVersion(tx, {
      plubotId: input.plubotId,
      flow: contentOf(draft),
      draftRevision: draft.revision,
      publishedBy: input.userId,
      note: input.note,
      expectedLive: live,
    });
  });
  return { published: await summaryOf(deps.db, input.plubotId, version), report };
}

/**
 * Rolls back: publishes a copy of an earlier version as a new version (so the rollback itself is
 * in the history and can be undone the same way). The draft is left as it is.
 */
export async function republishVersion(
  db: Database,
  input: { userId: string; plubotId: string; version: number; note: string | null },
): Promise<PublishedVersionSummary> {
  const version = await db.transaction(async (tx) => {
    const old = await findPublishedVersion(tx, input.plubotId, input.version);
    if (!old) throw new AppError('PUBLISHED_VERSION_NOT_FOUND');
    const live = await readLiveVersion(tx, input.plubotId);
    return insertPublishedVersion(tx, {
      plubotId: input.plubotId,
      flow: contentOf(old),
      draftRevision: old.draftRevision,
      publishedBy: input.userId,
      note: input.note,
      restoredFrom: old.version,
      expectedLive: live,
    });
  });
  return summaryOf(db, input.plubotId, version);
}

/** The live version's summary and content, or null when the bot was never published. */
export async function getLiveVersion(db: Database, plubotId: string) {
  const live = await readLiveVersion(db, plubotId);
  if (live === null) return null;
  const row = await findPublishedVersion(db, plubotId, live);
  if (!row) return null;
  return { summary: await summaryOf(db, plubotId, live), flow: contentOf(row) };
}

/**
 * Publishes a new bot's first flow as version 1, in the creating transaction: a bot made in the
 * lab or from a template answers at once.
 */
export async function publishFirstVersion(
  tx: Database,
  input: { plubotId: string; ownerId: string; flow: StoredFlowContent },
): Promise<void> {
  await insertPublishedVersion(tx, {
    plubotId: input.plubotId,
    flow: input.flow,
    draftRevision: 1,
    publishedBy: input.ownerId,
    note: null,
    expectedLive: null,
  });
}

/** One side of a comparison, as stored. */
type StoredSide = Pick<StoredFlowContent, 'nodes' | 'edges' | 'flowVersion'>;

/**
 * What changed from `live` to `draft` (`diffFlows` on both as the editor reads them); against no
 * live version at all, everything in the draft is new.
 */
export function diffStoredFlows(live: StoredSide | null, draft: StoredSide): FlowDiff {
  const after = readStoredFlow(draft).graph;
  const before = live ? readStoredFlow(live).graph : { nodes: [], edges: [] };
  return diffFlows(before, after);
}

/** How many nodes and connections the draft adds, removes or changes against the live version. */
export function countDraftChanges(live: StoredSide | null, draft: StoredSide): number {
  const { counts } = diffStoredFlows(live, draft);
  return counts.added + counts.removed + counts.changed;
}
