import type { ChatDeps } from './chatService';

/**
 * The turn's dependencies with power actions run only once the turn is over (issue #31): an action
 * queued during the turn ("after the reply") must not reach the service before the lookups and
 * messages that follow it in the same turn, so the worker is kicked when the turn has been stored.
 */
export function afterTheTurn(deps: ChatDeps): { deps: ChatDeps; runQueued: () => void } {
  let queued = false;
  return {
    deps: {
      ...deps,
      kickIntegrations: () => {
        queued = true;
      },
    },
    runQueued: () => {
      if (queued) deps.kickIntegrations?.();
    },
  };
}
