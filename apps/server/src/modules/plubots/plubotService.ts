import {
  type CreatePlubotBody,
  DEFAULT_PURPOSE,
  defaultInitialMessage,
  isProPower,
  type UpdatePlubotBody,
} from '@plubot/contracts';
import { createInitialFlow } from '@plubot/flow';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { flows, flowVersions, plubots } from '../../db/schema';
import { AppError } from '../../lib/AppError';
import { createRandomToken } from '../../lib/tokens';
import { enforceFlowStorage } from '../flows/flowStorage';
import { recordProgress } from '../gamification/progressLedger';
import { publishFirstVersion } from '../publishing/publishService';
import { findTemplate } from '../templates/templateCatalogue';
import { getOwnedPlubot, type PlubotRow } from './plubotRepository';
import { listLockedPowers } from './powerAccess';

/** Refuses Pro powers to an owner on the free plan, except those on a trial bought with PluCoins. */
async function assertPowersAllowed(db: Database, userId: string, powers: string[] | undefined) {
  const requested = (powers ?? []).filter(isProPower);
  if (requested.length === 0) return;
  const locked = await listLockedPowers(db, userId);
  const pro = requested.filter((power) => locked.includes(power));
  if (pro.length === 0) return;
  throw new AppError('PRO_REQUIRED', { fieldErrors: { powers: pro.map(() => 'PRO_REQUIRED') } });
}

/**
 * Creates a bot with its initial flow (one start node holding the bot's welcome, so the editor shows
 * what the bot greets with), or with the flow of the template named by `templateId` when there is
 * such a template, if it fits the owner's flow storage. With a `_localId` already synced, the
 * existing bot is returned instead, so a repeated offline sync never creates a second one.
 */
export async function createPlubot(
  db: Database,
  userId: string,
  body: CreatePlubotBody,
): Promise<{ plubot: PlubotRow; created: boolean }> {
  if (body._localId) {
    const existing = await findByLocalId(db, userId, body._localId);
    if (existing) return { plubot: existing, created: false };
  }
  await assertPowersAllowed(db, userId, body.powers);
  const plubot = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(plubots)
      .values({
        ownerId: userId,
        name: body.name,
        tone: body.tone,
        color: body.color,
        powers: body.powers,
        purpose: body.purpose || DEFAULT_PURPOSE,
        initialMessage: body.initial_message || defaultInitialMessage(body.name),
        publicId: createRandomToken(16),
        localId: body._localId ?? null,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return undefined;
    const flow =
      (body.templateId && findTemplate(body.templateId)?.flow) ||
      // A new flow is titled with the bot's name, in any language, rather than 'Flujo sin título'.
      createInitialFlow({ plubotId: row.id, welcome: row.initialMessage, flowName: row.name });
    const stored = {
      flowName: flow.flowName,
      nodes: flow.nodes,
      edges: flow.edges,
      viewport: flow.viewport,
      flowVersion: flow.version,
    };
    await tx.insert(flows).values({ plubotId: row.id, ...stored, revision: 1 });
    await tx.insert(flowVersions).values({ plubotId: row.id, revision: 1, ...stored });
    await publishFirstVersion(tx, { plubotId: row.id, ownerId: userId, flow: stored });
    await enforceFlowStorage(tx, row.id, { pruneVersions: false });
    await recordProgress(tx, userId, [{ reason: 'first_bot', key: 'first_bot', detail: { name: row.name } }]);
    return row;
  });
  if (plubot) return { plubot, created: true };
  // Another request with the same _localId won the race.
  const raced = body._localId ? await findByLocalId(db, userId, body._localId) : undefined;
  if (!raced) throw new AppError('PLUBOT_CREATE_FAILED');
  return { plubot: raced, created: false };
}

async function findByLocalId(db: Database, userId: string, localId: string) {
  const [row] = await db
    .select()
    .from(plubots)
    .where(and(eq(plubots.ownerId, userId), eq(plubots.localId, localId)));
  return row;
}

/**
 * Updates the identity fields the body carries. Only powers the bot does not have yet are checked
 * against the plan: a Pro power kept from an ended trial does not block other changes.
 */
export async function updatePlubot(db: Database, userId: string, id: string, body: UpdatePlubotBody) {
  const current = await getOwnedPlubot(db, userId, id);
  await assertPowersAllowed(
    db,
    userId,
    body.powers?.filter((power) => !current.powers.includes(power)),
  );
  const changes: Partial<typeof plubots.$inferInsert> = { updatedAt: new Date() };
  if (body.name !== undefined) changes.name = body.name;
  if (body.tone !== undefined) changes.tone = body.tone;
  if (body.color !== undefined) changes.color = body.color;
  if (body.powers !== undefined) changes.powers = body.powers;
  if (body.purpose !== undefined) changes.purpose = body.purpose || DEFAULT_PURPOSE;
  if (body.initial_message !== undefined) changes.initialMessage = body.initial_message;
  const [row] = await db.update(plubots).set(changes).where(eq(plubots.id, id)).returning();
  return row as PlubotRow;
}

/** The owner's bots, newest first. */
export function listPlubots(db: Database, userId: string) {
  return db.select().from(plubots).where(eq(plubots.ownerId, userId)).orderBy(desc(plubots.createdAt));
}

/** Deletes a bot; its flow, versions, backups and conversations go with it (cascade). */
export async function deletePlubot(db: Database, userId: string, id: string) {
  await getOwnedPlubot(db, userId, id);
  await db.delete(plubots).where(eq(plubots.id, id));
}
