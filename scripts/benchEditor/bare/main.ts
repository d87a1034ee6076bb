/// <reference lib="dom" />
// The bare React Flow 12 page of `npm run bench:editor`: the benchmark's grid (../gridFlow.ts), as
// default nodes with a label and default edges, in a controlled <ReactFlow> filling the window —
// what React Flow itself costs, to compare the editor with. Query: `n` (nodes), `start` (`fit`:
// fit view as the editor opens an unsaved viewport; `zoom1`: the viewport the benchmark saves for
// Plubot's zoom-1 case) and `visible` (`1`: onlyRenderVisibleElements).
import { type Edge, type Node, ReactFlow, useEdgesState, useNodesState } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { BENCH_CANVAS } from '../benchCanvas';
import { buildGridFlow } from '../gridFlow';

const params = new URLSearchParams(window.location.search);
const count = Number(params.get('n') ?? 1000);
const fit = params.get('start') !== 'zoom1';
const visibleOnly = params.get('visible') === '1';

const grid = buildGridFlow(count);
const initialNodes: Node[] = grid.nodes.map((node) => ({
  id: node.id,
  position: node.position,
  data: { label: node.data.label },
}));
const initialEdges: Edge[] = grid.edges.map((edge) => ({ ...edge }));

function BareFlow() {
  const [nodes, , onNodesChange] = useNodesState(initialNodes);
  const [edges, , onEdgesChange] = useEdgesState(initialEdges);
  return createElement(ReactFlow, {
    nodes,
    edges,
    onNodesChange,
    onEdgesChange,
    fitView: fit,
    fitViewOptions: BENCH_CANVAS.fitViewOptions,
    defaultViewport: fit ? { x: 0, y: 0, zoom: 1 } : BENCH_CANVAS.zoomOneViewport,
    minZoom: BENCH_CANVAS.minZoom,
    maxZoom: BENCH_CANVAS.maxZoom,
    onlyRenderVisibleElements: visibleOnly,
  });
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(createElement(BareFlow));
}
