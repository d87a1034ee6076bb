import { DEFAULT_FLOW_NAME, DEFAULT_VIEWPORT, type Flow } from '../model/flowSchema';
import { FLOW_VERSION } from '../model/flowVersion';

/** The id of the start node of a new bot's flow. */
export const INITIAL_START_NODE_ID = 'start-1';

/**
 * The flow of a newly created bot: one start node `start-1` at (100, 100) labelled 'Inicio',
 * no edges (spec §3 "Start node"). Given the bot's welcome, the start node holds it as its content
 * (`dynamicContent`), so the canvas shows — and edits — the greeting the bot sends.
 *
 * @example createInitialFlow({ welcome: '¡Hola!' }).nodes[0].data // { label: 'Inicio', dynamicContent: '¡Hola!' }
 */
export function createInitialFlow(
  options: { plubotId?: string; flowName?: string; welcome?: string } = {},
): Flow {
  const welcome = options.welcome?.trim();
  return {
    version: FLOW_VERSION,
    ...(options.plubotId === undefined ? {} : { plubotId: options.plubotId }),
    flowName: options.flowName ?? DEFAULT_FLOW_NAME,
    nodes: [
      {
        id: INITIAL_START_NODE_ID,
        type: 'start',
        position: { x: 100, y: 100 },
        data: { label: 'Inicio', ...(welcome ? { dynamicContent: welcome } : {}) },
      },
    ],
    edges: [],
    viewport: { ...DEFAULT_VIEWPORT },
  };
}
