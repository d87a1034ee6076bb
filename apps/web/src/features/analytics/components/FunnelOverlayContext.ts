import { createContext, useContext } from 'react';
import type { FunnelOverlay } from '../helpers/buildFunnelOverlay';

/**
 * The funnel drawn over the editor's canvas, or null when the overlay is off. A context rather than
 * a store field: with the overlay off every node and edge reads one null and does nothing more, and
 * turning it on (or loading another range) re-renders each of them once.
 */
export const FunnelOverlayContext = createContext<FunnelOverlay | null>(null);

/** The funnel overlay of the editor, or null when it is off. */
export function useFunnelOverlay(): FunnelOverlay | null {
  return useContext(FunnelOverlayContext);
}
