import { Handle, Position, type ReactFlowState } from '@xyflow/react';
import type { CSSProperties } from 'react';
import type { HandleSpec } from '../../helpers/nodeHandles';
import type { TextRef } from '../../types';

// What every node's frame shares, at any level of detail (NodeShell, DistantNode).

/**
 * The outputs stored edges use on a node, as one string so the selector's result compares cheaply.
 * React Flow replaces a node's connection map only when the edges change, so the string is kept per
 * map: panning and zooming, which run this for every node on screen at every frame, allocate nothing.
 */
const usedSourceHandlesByConnections = new WeakMap<object, string>();

export const selectUsedSourceHandles = (nodeId: string) => (state: ReactFlowState) => {
  const connections = state.connectionLookup.get(`${nodeId}-source`);
  if (!connections) return '';
  const cached = usedSourceHandlesByConnections.get(connections);
  if (cached !== undefined) return cached;
  const ids = new Set<string>();
  for (const connection of connections.values())
    if (connection.sourceHandle) ids.add(connection.sourceHandle);
  const used = [...ids].sort().join('\n');
  usedSourceHandlesByConnections.set(connections, used);
  return used;
};

/**
 * What a distant node needs of React Flow's store in one subscription (they are hundreds on screen
 * while a big flow is panned): 'own size' as a leading 1 or 0, then the outputs its edges use.
 */
export const selectDistantFrame = (nodeId: string) => {
  const used = selectUsedSourceHandles(nodeId);
  const ownSize = selectHasOwnSize(nodeId);
  return (state: ReactFlowState) => `${ownSize(state) ? 1 : 0}${used(state)}`;
};

/** Whether the node has a size of its own (resized, or stored with one) rather than its content's. */
export const selectHasOwnSize = (nodeId: string) => (state: ReactFlowState) => {
  const node = state.nodeLookup.get(nodeId);
  return node?.width !== undefined && node.height !== undefined;
};

/** The node's handles on one side; labels only at full detail and when the side has several. */
export function renderHandles(
  kind: 'source' | 'target',
  specs: readonly HandleSpec[],
  showLabels: boolean,
  text: (ref: TextRef) => string,
) {
  return specs.map((spec, index) => {
    const left = `${((index + 1) / (specs.length + 1)) * 100}%`;
    const label = spec.labelKey ? text({ key: spec.labelKey }) : spec.label;
    return (
      <Handle
        key={spec.id ?? `${kind}-default`}
        type={kind}
        position={kind === 'target' ? Position.Top : Position.Bottom}
        {...(spec.id ? { id: spec.id } : {})}
        className={`flow-node__handle flow-node__handle--${kind}`}
        style={{ left, ...(spec.color ? { '--handle-color': spec.color } : {}) } as CSSProperties}
        title={label}
      >
        {showLabels && label && kind === 'source' && specs.length > 1 && (
          <span className="flow-node__handle-label">{label}</span>
        )}
      </Handle>
    );
  });
}

/** The states a node's frame shows as classes (FlowNodes.css). */
export interface NodeFrameState {
  readonly selected?: boolean;
  readonly highlighted?: boolean;
  readonly editing?: boolean;
  readonly ultra?: boolean;
  readonly ownSize?: boolean;
  readonly status?: string | undefined;
  readonly collapsed?: boolean;
}

/** The class list of a node's frame: its type, its level of detail and its states. */
export function getNodeFrameClassName(type: string, level: string, state: NodeFrameState): string {
  return [
    'flow-node',
    `flow-node--${type}`,
    `flow-node--${level.toLowerCase()}`,
    state.selected ? 'is-selected' : '',
    state.highlighted ? 'is-highlighted' : '',
    state.editing ? 'is-editing nodrag' : '',
    state.ultra ? 'is-ultra' : '',
    state.ownSize ? 'has-own-size' : '',
    state.status ? `has-status-${state.status}` : '',
    state.collapsed ? 'is-collapsed' : '',
  ]
    .filter(Boolean)
    .join(' ');
}
