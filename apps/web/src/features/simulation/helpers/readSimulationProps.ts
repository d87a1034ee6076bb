/** What the simulation needs from whoever opens it (the editor). */
export interface SimulationProps {
  nodes: unknown[];
  edges: unknown[];
  flowName: string;
  plubotId: string | undefined;
  plubotName: string;
  /** The bot's greeting, when the opener has it at hand (else it is loaded for `plubotId`). */
  initialMessage: string | undefined;
  /** Called with the node behind each bot message, so the editor can highlight it. */
  onNodeActive: ((nodeId: string) => void) | undefined;
}

/**
 * Reads the modal's props, falling back to the shared flow data (spec §4: the editor broadcasts
 * nodes, edges, id and name) for what the opener did not pass.
 */
export function readSimulationProps(
  props: Record<string, unknown>,
  flowData: { nodes: unknown[]; edges: unknown[]; plubotId: string | undefined; plubotName: string },
): SimulationProps {
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);
  return {
    nodes: Array.isArray(props.nodes) ? props.nodes : flowData.nodes,
    edges: Array.isArray(props.edges) ? props.edges : flowData.edges,
    flowName: text(props.flowName) ?? '',
    plubotId: text(props.plubotId) ?? flowData.plubotId,
    plubotName: text(props.plubotName) ?? flowData.plubotName,
    initialMessage: typeof props.initialMessage === 'string' ? props.initialMessage : undefined,
    onNodeActive:
      typeof props.onNodeActive === 'function' ? (props.onNodeActive as (id: string) => void) : undefined,
  };
}
