import type { Plubot } from '@plubot/contracts';
import type { PlubotListItem, StoredPlubot } from '../types';

/**
 * The profile's list: bots still waiting to sync first, then the known ones (the server's list, or
 * its last backup when offline). A local bot the list already has — same id, or a server bot with
 * its `_localId` — shows once. A bot is local while its id is still its `_localId`.
 */
export function mergePlubotLists(
  known: readonly (Plubot | StoredPlubot)[],
  local: readonly StoredPlubot[],
): PlubotListItem[] {
  const ids = new Set(known.map((bot) => bot.id));
  const syncedLocalIds = new Set(known.flatMap((bot) => (bot._localId ? [bot._localId] : [])));
  const pending = local.filter(
    (bot) => !ids.has(bot.id) && !(bot._localId && syncedLocalIds.has(bot._localId)),
  );
  return [...pending, ...known].map((bot) => ({ ...bot, isLocal: bot.id === bot._localId }));
}
