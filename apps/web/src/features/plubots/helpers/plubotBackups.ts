import { z } from 'zod';
import type { StoredPlubot } from '../types';

/** The browser keys of the bot backups (spec §3, Stored client keys). */
export const PLUBOT_BACKUP_KEYS = {
  /** The last known list of the user's bots, shown when the server cannot be reached. */
  user: 'user_plubots_backup',
  /** Bots that exist only in this browser until the sync posts them. */
  local: 'local_plubots_backup',
} as const;

/** The part of `Storage` the backups use; tests pass an in-memory one. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const storedPlubotSchema = z.looseObject({
  id: z.string().min(1),
  name: z.string(),
  tone: z.string().catch('neutral'),
  color: z.string().catch('#D1D5DB'),
  powers: z.array(z.string()).catch([]),
});

const userBackupSchema = z.object({
  userId: z.string().nullable().catch(null),
  plubots: z.array(z.unknown()).catch([]),
});

/** Reads a list of bots, skipping entries that are not bots; unreadable data reads as empty. */
function parsePlubots(values: unknown): StoredPlubot[] {
  if (!Array.isArray(values)) return [];
  return values.flatMap((value) => {
    const parsed = storedPlubotSchema.safeParse(value);
    return parsed.success ? [parsed.data as StoredPlubot] : [];
  });
}

function readJson(storage: KeyValueStorage, key: string): unknown {
  try {
    const text = storage.getItem(key);
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

function writeJson(storage: KeyValueStorage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // A full or blocked storage only loses the backup; the server copy is unaffected.
  }
}

/** The bots kept only in this browser. */
export function readLocalPlubots(storage: KeyValueStorage = localStorage): StoredPlubot[] {
  return parsePlubots(readJson(storage, PLUBOT_BACKUP_KEYS.local));
}

export function writeLocalPlubots(plubots: StoredPlubot[], storage: KeyValueStorage = localStorage): void {
  writeJson(storage, PLUBOT_BACKUP_KEYS.local, plubots);
}

/** The last known bot list of `userId` (empty when the backup belongs to someone else). */
export function readUserPlubotsBackup(
  userId: string | null,
  storage: KeyValueStorage = localStorage,
): StoredPlubot[] {
  const parsed = userBackupSchema.safeParse(readJson(storage, PLUBOT_BACKUP_KEYS.user));
  if (!parsed.success) return [];
  if (parsed.data.userId && userId && parsed.data.userId !== userId) return [];
  return parsePlubots(parsed.data.plubots);
}

export function writeUserPlubotsBackup(
  userId: string | null,
  plubots: StoredPlubot[],
  storage: KeyValueStorage = localStorage,
): void {
  writeJson(storage, PLUBOT_BACKUP_KEYS.user, { userId, plubots });
}

/** Whether a bot still has to be posted to the server. */
export function needsServerCreate(plubot: StoredPlubot): boolean {
  return (
    plubot.id === plubot._localId && (plubot._offlineCreated === true || plubot._recoveryPending === true)
  );
}

/** Whether a local bot may be synced into the account of `userId`. */
export function belongsTo(plubot: StoredPlubot, userId: string | null): boolean {
  return !plubot._ownerId || !userId || plubot._ownerId === userId;
}

/** Keeps a bot in both backups until it reaches the server. */
export function keepPlubotLocally(plubot: StoredPlubot, storage: KeyValueStorage = localStorage): void {
  const others = readLocalPlubots(storage).filter((bot) => bot._localId !== plubot._localId);
  writeLocalPlubots([plubot, ...others], storage);
  const owner = plubot._ownerId ?? null;
  const list = readUserPlubotsBackup(owner, storage).filter((bot) => bot._localId !== plubot._localId);
  writeUserPlubotsBackup(owner, [plubot, ...list], storage);
}

/** Forgets a bot that exists only here (the user deleted it). */
export function removeLocalPlubot(localId: string, storage: KeyValueStorage = localStorage): void {
  writeLocalPlubots(
    readLocalPlubots(storage).filter((bot) => bot._localId !== localId),
    storage,
  );
  const raw = userBackupSchema.safeParse(readJson(storage, PLUBOT_BACKUP_KEYS.user));
  if (!raw.success) return;
  const plubots = parsePlubots(raw.data.plubots).filter((bot) => bot.id !== localId);
  writeUserPlubotsBackup(raw.data.userId, plubots, storage);
}
