/** What whoever opens the simulation (the editor) may pass. */
export interface SimulationOpenProps {
  nodes?: unknown[];
  edges?: unknown[];
  flowName?: string;
  plubotId?: string;
  plubotName?: string;
  /** The bot's greeting, when the opener has it at hand (else it is loaded for `plubotId`). */
  initialMessage?: string;
  /** Whether the flow has changes not saved yet (unknown when the opener does not say). */
  hasChanges?: boolean;
  /** Called with the node behind each bot message, so the editor can highlight it. */
  onNodeActive?: (nodeId: string | null) => void;
}

/** The flow the page shares with its modals (spec §2 `plubot-flow-data-update`). */
export interface SharedFlowData {
  nodes: unknown[];
  edges: unknown[];
  plubotId: string | undefined;
  plubotName: string;
}

/** What the simulation runs. */
export interface SimulationProps {
  nodes: unknown[];
  edges: unknown[];
  flowName: string;
  plubotId: string | undefined;
  plubotName: string;
  initialMessage: string | undefined;
  hasChanges: boolean | undefined;
  onNodeActive: ((nodeId: string) => void) | undefined;
}

/**
 * The opener's props, with the shared flow data (spec §4: the editor broadcasts nodes, edges, id
 * and name) for what the opener did not pass; blank texts count as not passed.
 */
export function readSimulationProps(props: SimulationOpenProps, flowData: SharedFlowData): SimulationProps {
  const text = (value: string | undefined) => (value?.trim() ? value : undefined);
  return {
    nodes: props.nodes ?? flowData.nodes,
    edges: props.edges ?? flowData.edges,
    flowName: text(props.flowName) ?? '',
    plubotId: text(props.plubotId) ?? flowData.plubotId,
    plubotName: text(props.plubotName) ?? flowData.plubotName,
    initialMessage: props.initialMessage,
    hasChanges: props.hasChanges,
    onNodeActive: props.onNodeActive,
  };
}
