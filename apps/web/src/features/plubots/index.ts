// The public face of features/plubots: other features, pages and the app import only this file.
export { DeletePlubotDialog } from './components/DeletePlubotDialog';
export { PlubotCard } from './components/PlubotCard';
export { applyStartingFlow, isInitialFlow } from './helpers/applyStartingFlow';
export {
  createPlubotRequest,
  fetchPlubot,
  fetchPlubotFlow,
  PLUBOTS_QUERY_KEY,
  publishPlubotFlow,
  savePlubotFlow,
  updatePlubotRequest,
} from './helpers/plubotApi';
export { keepPlubotLocally } from './helpers/plubotBackups';
export { refreshUserProfile } from './helpers/refreshUserProfile';
export { useDeletePlubot } from './hooks/useDeletePlubot';
export { usePlubotSyncScheduler } from './hooks/usePlubotSyncScheduler';
export { usePlubotsQuery } from './hooks/usePlubotsQuery';
export { useUsageQuery } from './hooks/useUsageQuery';
export { requestPlubotSync, usePlubotSyncStore } from './stores/usePlubotSyncStore';
export type { DraftFlow, PlubotListItem, StoredPlubot } from './types';
