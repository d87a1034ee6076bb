import { INITIAL_START_NODE_ID } from '@plubot/flow';
import type { DraftFlow } from '../types';
import { fetchPlubotFlow, publishPlubotFlow, savePlubotFlow } from './plubotApi';

/** Whether a flow is just the initial one (a lone start node), which the server already gives a new bot. */
export function isInitialFlow(flow: DraftFlow | undefined): boolean {
  if (!flow) return true;
  const [only] = flow.nodes as { id?: string; type?: string }[];
  return flow.edges.length === 0 && flow.nodes.length <= 1 && (!only || only.id === INITIAL_START_NODE_ID);
}

/**
 * Gives a newly created bot the flow it must start from (a template's). Nothing is sent when the
 * flow is the initial one, or when the bot's flow has already been saved since its creation
 * (revision past 1), so a repeated create never overwrites work done in the editor. The flow is
 * published: the new bot answers with it at once.
 */
export async function applyStartingFlow(plubotId: string, flow: DraftFlow | undefined, flowName: string) {
  if (!flow || isInitialFlow(flow)) return;
  const current = await fetchPlubotFlow(plubotId);
  if (current.revision !== 1) return;
  await savePlubotFlow(
    plubotId,
    { flowName, nodes: flow.nodes, edges: flow.edges, viewport: current.viewport },
    current.revision,
  );
  // A new bot answers with the flow it was made from.
  await publishPlubotFlow(plubotId);
}
