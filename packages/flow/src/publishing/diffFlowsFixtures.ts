import type { FlowGraph } from '../model/flowSchema';
import type { FlowNode } from '../model/nodeSchema';
import { edge, node } from '../testing/graphBuilders';
import { diffFlows } from './diffFlows';

/** A small bot: start → welcome message → decision (Sí / No) → end, with an HTTP call. */
export function baseFlow(): FlowGraph {
  return {
    nodes: [
      node('start', 'start', 0, 0, { label: 'Inicio' }),
      node('welcome', 'message', 0, 100, {
        label: 'Bienvenida',
        message: 'Hola',
        capture: { variable: 'nombre', validation: 'text' },
      }),
      node('ask', 'decision', 0, 200, {
        label: '¿Seguimos?',
        question: '¿Seguimos?',
        conditions: [
          { id: 'c0', text: 'Sí', color: '#4CAF50' },
          { id: 'c1', text: 'No', color: '#F44336' },
        ],
        handleIds: ['output-c0', 'output-c1'],
      }),
      node('call', 'httpRequest', 0, 300, {
        label: 'CRM',
        method: 'POST',
        url: 'https://crm.test/leads?api_key=live-secret-123&page=1',
        headers: [
          { id: 'h1', key: 'Authorization', value: 'Bearer live-token-abc' },
          { id: 'h2', key: 'Accept', value: 'application/json' },
        ],
        isCollapsed: false,
      }),
      node('end', 'end', 0, 400, { label: 'Fin' }),
    ],
    edges: [
      edge('start', 'welcome'),
      edge('welcome', 'ask'),
      edge('ask', 'call', { sourceHandle: 'output-c0' }),
      edge('ask', 'end', { sourceHandle: 'output-c1' }),
      edge('call', 'end'),
    ],
  };
}

export function withNode(flow: FlowGraph, id: string, change: (node: FlowNode) => FlowNode): FlowGraph {
  return { ...flow, nodes: flow.nodes.map((item) => (item.id === id ? change(item) : item)) };
}

export function withData(flow: FlowGraph, id: string, data: Record<string, unknown>): FlowGraph {
  return withNode(flow, id, (item) => ({ ...item, data: { ...item.data, ...data } }) as FlowNode);
}

export function changedFields(flow: FlowGraph, id: string) {
  return diffFlows(baseFlow(), flow).nodes.changed.find((changed) => changed.id === id)?.fields;
}
