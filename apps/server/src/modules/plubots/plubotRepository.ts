import type { EmbedConfig, Plubot } from '@plubot/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { plubots } from '../../db/schema';
import { AppError, notFound } from '../../lib/AppError';

export type PlubotRow = typeof plubots.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The bot `id` if `userId` owns it. Anyone else — and any malformed id — gets the same 404, so
 * bot ids are never confirmed to strangers.
 */
export async function getOwnedPlubot(db: Database, userId: string, id: string): Promise<PlubotRow> {
  if (!UUID.test(id)) throw new AppError('INVALID_PLUBOT_ID');
  const [row] = await db
    .select()
    .from(plubots)
    .where(and(eq(plubots.id, id), eq(plubots.ownerId, userId)));
  if (!row) throw notFound('PLUBOT_NOT_FOUND');
  return row;
}

/** The owner of bot `plubotId`, if the bot exists. */
export async function getPlubotOwnerId(db: Database, plubotId: string): Promise<string | undefined> {
  const [bot] = await db.select({ ownerId: plubots.ownerId }).from(plubots).where(eq(plubots.id, plubotId));
  return bot?.ownerId;
}

/** The bot shared under `publicId` (chat link, widget, QR), if there is one. */
export async function findPlubotByPublicId(db: Database, publicId: string): Promise<PlubotRow | undefined> {
  const [row] = await db.select().from(plubots).where(eq(plubots.publicId, publicId));
  return row;
}

/** Stores the look of a bot's widget. */
export async function saveEmbedConfig(db: Database, plubotId: string, embed: EmbedConfig): Promise<void> {
  // Written as JSON text: the column's declared type in db/schema/plubots.ts predates the premium themes.
  await db
    .update(plubots)
    .set({ embedConfig: sql`${JSON.stringify(embed)}::jsonb` })
    .where(eq(plubots.id, plubotId));
}

/** The bot as the API shows it to its owner. */
export function presentPlubot(row: PlubotRow): Plubot {
  return {
    id: row.id,
    name: row.name,
    tone: row.tone,
    color: row.color,
    powers: row.powers,
    purpose: row.purpose,
    initial_message: row.initialMessage,
    public_id: row.publicId,
    _localId: row.localId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
