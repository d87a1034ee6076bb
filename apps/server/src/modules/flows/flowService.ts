import { isProPower, type SaveFlowBody } from '@plubot/contracts';
import { FLOW_VERSION } from '@plubot/flow';
import { and, desc, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { flowBackups, flows, flowVersions } from '../../db/schema';
import { AppError, notFound } from '../../lib/AppError';
import { recordProgress } from '../gamification/progressLedger';
import { getPlubotOwnerId } from '../plubots/plubotRepository';
import { assertPowerNodesAllowed, listLockedPowers } from '../plubots/powerAccess';
import { enforceFlowStorage } from './flowStorage';
import { maskNodeSecrets, type SecretBinding, sealNodeSecrets } from './nodeSecrets';
import { readStoredFlow } from './readStoredFlow';

/** Versions kept per bot (fewer when the owner's flow storage is full: see `enforceFlowStorage`). */
export const MAX_FLOW_VERSIONS = 50;

type FlowRow = typeof flows.$inferSelect;
type FlowContent = Pick<FlowRow, 'flowName' | 'nodes' | 'edges' | 'viewport' | 'flowVersion'>;

/**
 * The stored flow as the editor gets it, read by `readStoredFlow` (old shapes migrated, repaired,
 * salvaged when it does not validate), its secrets masked (`secrets`: the encryption key and the
 * bot's owner, whose bound boxes these are). The stored row is only replaced when the owner saves.
 */
export function presentFlow(row: FlowRow, secrets: Omit<SecretBinding, 'plubotId'>) {
  const { graph, repairs } = readStoredFlow(row);
  return {
    flow: {
      flowName: row.flowName,
      nodes: maskNodeSecrets(graph.nodes, { ...secrets, plubotId: row.plubotId }),
      edges: graph.edges,
      viewport: row.viewport,
      revision: row.revision,
      updatedAt: row.updatedAt.toISOString(),
    },
    repairs,
  };
}

/** The current flow of a bot the caller owns (ownership is checked by the caller). */
export async function getFlow(db: Database, plubotId: string): Promise<FlowRow> {
  const [row] = await db.select().from(flows).where(eq(flows.plubotId, plubotId));
  if (!row) throw notFound('PLUBOT_NOT_FOUND');
  return row;
}

/**
 * Stores a new revision if `baseRevision` is the stored one; otherwise 409 with the current
 * revision and nothing changes. Every accepted save keeps a version; the oldest beyond 50 go, and
 * more when the owner's flow storage is full; a save that does not fit even then is refused.
 */
/**
 * Stores a new revision of the flow. Secrets typed into nodes (a Discord token, a credential header
 * or URL query parameter) are sealed, bound to the owner (`secrets`), bot, node and field; a
 * masked secret sent back keeps the stored one. A power node with a Pro power the owner may not use
 * now is refused (`assertPowerNodesAllowed`).
 */
export async function saveFlow(
  db: Database,
  plubotId: string,
  body: SaveFlowBody,
  secrets: Omit<SecretBinding, 'plubotId'>,
) {
  const [stored] = await db.select({ nodes: flows.nodes }).from(flows).where(eq(flows.plubotId, plubotId));
  if (usesProPower(body.nodes)) {
    const ownerId = await getPlubotOwnerId(db, plubotId);
    if (ownerId)
      assertPowerNodesAllowed(body.nodes, stored?.nodes ?? [], await listLockedPowers(db, ownerId));
  }
  const content: FlowContent = {
    flowName: body.flowName,
    nodes: sealNodeSecrets(body.nodes, stored?.nodes ?? [], { ...secrets, plubotId }) as FlowRow['nodes'],
    edges: body.edges as FlowRow['edges'],
    viewport: body.viewport,
    flowVersion: FLOW_VERSION,
  };
  return writeRevision(db, plubotId, content, body.baseRevision);
}

function usesProPower(nodes: SaveFlowBody['nodes']): boolean {
  return nodes.some(
    (node) =>
      node.type === 'power' && typeof node.data.powerId === 'string' && isProPower(node.data.powerId.trim()),
  );
}

export async function writeRevision(
  db: Database,
  plubotId: string,
  content: FlowContent,
  baseRevision?: number,
) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ revision: flows.revision })
      .from(flows)
      .where(eq(flows.plubotId, plubotId))
      .for('update');
    if (!current) throw notFound('PLUBOT_NOT_FOUND');
    if (baseRevision !== undefined && baseRevision !== current.revision) {
      throw new AppError('FLOW_CONFLICT', { extra: { currentRevision: current.revision } });
    }
    const revision = current.revision + 1;
    const savedAt = new Date();
    const [row] = await tx
      .update(flows)
      .set({ ...content, revision, updatedAt: savedAt })
      .where(eq(flows.plubotId, plubotId))
      .returning();
    await tx.insert(flowVersions).values({ plubotId, revision, ...content });
    if (content.nodes.some((node) => node.type === 'end')) await rewardFlowWithEnd(tx, plubotId);
    await tx
      .delete(flowVersions)
      .where(
        and(eq(flowVersions.plubotId, plubotId), lte(flowVersions.revision, revision - MAX_FLOW_VERSIONS)),
      );
    await enforceFlowStorage(tx, plubotId, { pruneVersions: true });
    return row as FlowRow;
  });
}

/** The first flow saved with an End earns its owner XP (in the save's transaction). */
async function rewardFlowWithEnd(tx: Database, plubotId: string) {
  const ownerId = await getPlubotOwnerId(tx, plubotId);
  if (ownerId)
    await recordProgress(tx, ownerId, [{ reason: 'first_flow_with_end', key: 'first_flow_with_end' }]);
}

/** The kept versions, newest first, without their content. */
export async function listVersions(db: Database, plubotId: string) {
  const rows = await db
    .select()
    .from(flowVersions)
    .where(eq(flowVersions.plubotId, plubotId))
    .orderBy(desc(flowVersions.revision));
  return rows.map((row) => ({
    revision: row.revision,
    flowName: row.flowName,
    created_at: row.createdAt.toISOString(),
    nodes_count: row.nodes.length,
    edges_count: row.edges.length,
  }));
}

/** Makes an old version the current flow again, as a new revision (nothing is lost). */
export async function restoreVersion(db: Database, plubotId: string, revision: number) {
  const [version] = await db
    .select()
    .from(flowVersions)
    .where(and(eq(flowVersions.plubotId, plubotId), eq(flowVersions.revision, revision)));
  if (!version) throw new AppError('FLOW_VERSION_NOT_FOUND');
  const { flowName, nodes, edges, viewport, flowVersion } = version;
  return writeRevision(db, plubotId, { flowName, nodes, edges, viewport, flowVersion });
}

export function presentBackup(row: typeof flowBackups.$inferSelect) {
  return {
    id: row.id,
    name: row.name,
    created_at: row.createdAt.toISOString(),
    metadata: { nodes_count: row.nodes.length, edges_count: row.edges.length },
  };
}

export async function listBackups(db: Database, plubotId: string) {
  const rows = await db
    .select()
    .from(flowBackups)
    .where(eq(flowBackups.plubotId, plubotId))
    .orderBy(desc(flowBackups.createdAt));
  return rows.map(presentBackup);
}

/** Copies the current flow into a named backup, if it fits the owner's flow storage. */
export async function createBackup(db: Database, plubotId: string, name: string | undefined) {
  const current = await getFlow(db, plubotId);
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(flowBackups)
      .values({
        plubotId,
        name: name || `Copia ${new Date().toISOString().slice(0, 16).replace('T', ' ')}`,
        flowName: current.flowName,
        nodes: current.nodes,
        edges: current.edges,
        viewport: current.viewport,
        flowVersion: current.flowVersion,
      })
      .returning();
    await enforceFlowStorage(tx, plubotId, { pruneVersions: false });
    return inserted;
  });
  return presentBackup(row as typeof flowBackups.$inferSelect);
}

export async function restoreBackup(db: Database, plubotId: string, backupId: string) {
  const valid = /^[0-9a-f-]{36}$/i.test(backupId);
  const [backup] = valid
    ? await db
        .select()
        .from(flowBackups)
        .where(and(eq(flowBackups.plubotId, plubotId), eq(flowBackups.id, backupId)))
    : [];
  if (!backup) throw new AppError('FLOW_BACKUP_NOT_FOUND');
  const { flowName, nodes, edges, viewport, flowVersion } = backup;
  return writeRevision(db, plubotId, { flowName, nodes, edges, viewport, flowVersion });
}
