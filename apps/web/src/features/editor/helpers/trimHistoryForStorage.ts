import type { FlowHistory } from '@plubot/flow';

/** About how many node copies the persisted history may hold in total across its snapshots. */
export const PERSISTED_HISTORY_NODE_BUDGET = 10_000;

/**
 * The undo history as persisted: on small flows all of it (50 steps); on big ones only the most
 * recent steps, so that the store fits in the browser's storage (a 1,000-node flow keeps 10).
 */
export function trimHistoryForStorage<H extends FlowHistory>(history: H, nodeCount: number): H {
  const steps = Math.min(
    history.maxHistory,
    Math.floor(PERSISTED_HISTORY_NODE_BUDGET / Math.max(nodeCount, 1)),
  );
  if (history.past.length <= steps && history.future.length <= steps) return history;
  return {
    ...history,
    past: steps === 0 ? [] : history.past.slice(-steps),
    future: history.future.slice(0, steps),
  };
}
