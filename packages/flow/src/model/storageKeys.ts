import { PRODUCT_SLUG } from '../product';

/** Browser storage keys used by the editor (spec §3 "Backups", §9), built from the product slug. */
export const STORAGE_KEYS = {
  /** The persisted editor store: nodes, edges, viewport, flowName, plubotId, ultra mode, history. */
  flowStore: `${PRODUCT_SLUG}-flow-storage-v5`,
  /** Prefix of the per-flow local caches, e.g. `plubot-flow-42`. */
  flowCachePrefix: `${PRODUCT_SLUG}-flow-`,
  /** Favourite palette entries; power entries are prefixed `power-`. */
  favoriteNodes: 'favoriteNodes',
  favoritePowerPrefix: 'power-',
} as const;

/** The local backup key of a bot: `plubot-backup-{plubotId}`. */
export function getBackupKey(plubotId: string): string {
  return `${PRODUCT_SLUG}-backup-${plubotId}`;
}

/** The nodes-only emergency backup key of a bot: `plubot-nodes-emergency-backup-{plubotId}`. */
export function getEmergencyBackupKey(plubotId: string): string {
  return `${PRODUCT_SLUG}-nodes-emergency-backup-${plubotId}`;
}

/** The local cache key of a flow: `plubot-flow-{plubotId}`. */
export function getFlowCacheKey(plubotId: string): string {
  return `${STORAGE_KEYS.flowCachePrefix}${plubotId}`;
}
