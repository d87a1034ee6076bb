import {
  addEndNode,
  applyDecisionConditions,
  applyDoctorFix,
  areSnapshotsEqual,
  connectNodes,
  createNode,
  DEFAULT_FLOW_NAME,
  DEFAULT_VIEWPORT,
  deleteNodeCascade,
  duplicateNode,
  type FlowGraph,
  type FlowMessage,
  findFreeSpot,
  patchNodeData,
  type ReadonlyFlowGraph,
  reconnectEdge,
  validateDecisionQuestion,
} from '@plubot/flow';
import { applyEdgeChanges, applyNodeChanges } from '@xyflow/react';
import { computeAutoLayout } from '../../helpers/computeAutoLayout';
import { dropEstimatedHandles } from '../../helpers/estimateNodeGeometry';
import { getLayoutBounds } from '../../helpers/getLayoutBounds';
import { normalizeConnection } from '../../helpers/normalizeConnection';
import { placeNewNode } from '../../helpers/placeNewNode';
import { toEditorEdges, toEditorNodes, toFlowGraph } from '../../helpers/toFlowGraph';
import type { TextRef } from '../../types';
import { commitGraph, markChanged } from '../commitGraph';
import type { EditorSliceCreator, FlowSlice } from '../editorStoreTypes';

/** The flow slice: the graph and every editing action, each recorded for undo first. */
export function createFlowSlice(now: () => number): EditorSliceCreator<FlowSlice> {
  return (set, get) => {
    /** True between a node drag's start and stop: the drag was recorded once at its start. */
    let dragging = false;
    /** The content version «Ordenar» left the flow at (-1: none yet). */
    let arrangedVersion = -1;

    return {
      plubotId: null,
      plubotName: '',
      botPowers: [],
      flowName: DEFAULT_FLOW_NAME,
      nodes: [],
      edges: [],
      viewport: { ...DEFAULT_VIEWPORT },
      contentVersion: 0,

      setPlubot: ({ id, name, powers }) =>
        set({ plubotId: id, plubotName: name, botPowers: [...(powers ?? [])] }),

      setFlowName: (flowName) => {
        const state = get();
        if (state.flowName !== flowName) set({ flowName, ...markChanged(state) });
      },

      setViewport: (viewport) => set({ viewport }),

      onNodesChange: (changes) => {
        const state = get();
        let changesContent = false;
        let needsRecord = false;
        const measured = new Set<string>();
        for (const change of changes) {
          if (change.type === 'select') continue;
          if (change.type === 'dimensions') {
            measured.add(change.id);
            if (change.resizing !== undefined) changesContent = true;
            continue;
          }
          changesContent = true;
          if (change.type !== 'position' || !dragging) needsRecord = true;
        }
        const nodes = dropEstimatedHandles(applyNodeChanges(changes, state.nodes), measured);
        if (!changesContent) set({ nodes });
        else if (needsRecord) set(commitGraph(state, { nodes }));
        else set({ nodes, ...markChanged(state) });
      },

      onEdgesChange: (changes) => {
        const state = get();
        const edges = applyEdgeChanges(changes, state.edges);
        const changesContent = changes.some((change) => change.type !== 'select');
        set(changesContent ? commitGraph(state, { edges }) : { edges });
      },

      beginNodeDrag: () => {
        if (dragging) return;
        dragging = true;
        const state = get();
        set(commitGraph(state, {}));
      },

      endNodeDrag: () => {
        dragging = false;
      },

      connect: (connection) => {
        const state = get();
        const result = connectNodes(toFlowGraph(state.nodes, state.edges), normalizeConnection(connection), {
          now: now(),
        });
        if (!result.ok) {
          state.showNotice('warning', { flow: result.error });
          return false;
        }
        set(commitGraph(state, { edges: toEditorEdges(result.value.edges) }));
        return true;
      },

      addNode: (type, position, data, options = {}) => {
        const state = get();
        const current = toFlowGraph(state.nodes, state.edges);
        const created = createNode(type, {
          position: placeNewNode(current.nodes, type, position, options.placement ?? 'drop'),
          fromPalette: true,
        });
        const node = data ? patchNodeData(created, data) : created;
        let graph: FlowGraph = { nodes: [...current.nodes, node], edges: [...current.edges] };
        if (node.type === 'decision') {
          const withOptions = applyDecisionConditions(graph, node.id, node.data.conditions ?? []);
          if (withOptions.ok) graph = withOptions.value;
        }
        // The new node is the selected one: the next node added from the palette follows it.
        const nodes = toEditorNodes(graph.nodes).map((editorNode) =>
          editorNode.selected === (editorNode.id === node.id)
            ? editorNode
            : { ...editorNode, selected: editorNode.id === node.id },
        );
        set(commitGraph(state, { nodes, edges: toEditorEdges(graph.edges) }));
        return node.id;
      },

      arrangeNodes: (options = {}) => {
        const state = get();
        // Again: the same arrangement, redone once the nodes were measured at full size, is part of
        // the step already recorded — unless anything changed since.
        if (options.again && arrangedVersion !== state.contentVersion) return false;
        const positions = computeAutoLayout(state.nodes, state.edges);
        let moved = false;
        const nodes = state.nodes.map((node) => {
          const position = positions.get(node.id);
          if (!position || (position.x === node.position.x && position.y === node.position.y)) return node;
          moved = true;
          return { ...node, position };
        });
        if (!moved) return false;
        set(options.again ? { nodes, ...markChanged(state) } : commitGraph(state, { nodes }));
        arrangedVersion = get().contentVersion;
        return true;
      },

      addMissingEnd: () => {
        const state = get();
        const next = addEndNode(toFlowGraph(state.nodes, state.edges), { now: now() });
        set(commitGraph(state, { nodes: toEditorNodes(next.nodes), edges: toEditorEdges(next.edges) }));
        return next.endId;
      },

      applyDoctorFix: (finding, kind) => {
        const offer = kind ? finding.fixes?.find((candidate) => candidate.kind === kind) : finding.fixes?.[0];
        if (!offer) return false;
        const state = get();
        const next = applyDoctorFix(toFlowGraph(state.nodes, state.edges), finding, {
          now: now(),
          kind: offer.kind,
        });
        if (areSnapshotsEqual({ nodes: state.nodes, edges: state.edges }, next)) return false;
        set(commitGraph(state, { nodes: toEditorNodes(next.nodes), edges: toEditorEdges(next.edges) }));
        return true;
      },

      updateNodeData: (nodeId, patch) => {
        const state = get();
        let found = false;
        const nodes = state.nodes.map((node) => {
          if (node.id !== nodeId) return node;
          found = true;
          return patchNodeData(node, patch);
        });
        if (found) set(commitGraph(state, { nodes }));
      },

      deleteElements: ({ nodeIds = [], edgeIds = [] }) => {
        const state = get();
        let graph: ReadonlyFlowGraph = toFlowGraph(state.nodes, state.edges);
        let removed = 0;
        let requested = 0;
        for (const nodeId of nodeIds) {
          const result = deleteNodeCascade(graph, nodeId);
          if (result.removedNodeIds.length === 0) continue;
          requested += 1;
          removed += result.removedNodeIds.length;
          graph = result;
        }
        const edgeIdSet = new Set(edgeIds);
        const edges =
          edgeIdSet.size > 0 ? graph.edges.filter((edge) => !edgeIdSet.has(edge.id)) : graph.edges;
        if (removed === 0 && edges.length === state.edges.length) return;
        set({
          ...commitGraph(state, { nodes: toEditorNodes(graph.nodes), edges: toEditorEdges(edges) }),
          menu: null,
        });
        // A deleted node can be taken back from the notice ('Deshacer'), as with Ctrl/Cmd+Z; a lone
        // connection is gone in plain sight and only the controls' Deshacer brings it back.
        if (removed === 0) return;
        const notice: TextRef =
          removed > requested
            ? { key: 'editor.notices.cascadeDeleted', params: { n: removed } }
            : { key: 'editor.access.deleted', params: { count: removed } };
        get().showNotice('info', notice, 'undo');
      },

      moveNodes: (nodeIds, delta) => {
        const state = get();
        const moving = new Set(nodeIds);
        if (moving.size === 0 || (delta.x === 0 && delta.y === 0)) return;
        const nodes = state.nodes.map((node) =>
          moving.has(node.id)
            ? { ...node, position: { x: node.position.x + delta.x, y: node.position.y + delta.y } }
            : node,
        );
        set(commitGraph(state, { nodes }));
      },

      duplicateNode: (nodeId) => {
        const state = get();
        const current = toFlowGraph(state.nodes, state.edges);
        const result = duplicateNode(current.nodes, nodeId);
        if (!result) return undefined;
        const original = current.nodes.find((node) => node.id === nodeId);
        const position = findFreeSpot(current.nodes.map(getLayoutBounds), {
          size: getLayoutBounds(original ?? result.node),
          near: result.node.position,
        });
        const copy = { ...result.node, position };
        set({
          ...commitGraph(state, { nodes: [...state.nodes, ...toEditorNodes([copy])] }),
          menu: null,
        });
        return copy.id;
      },

      saveDecision: (nodeId, { label, question, conditions }): FlowMessage | undefined => {
        const state = get();
        const checked = validateDecisionQuestion(question);
        if (!checked.ok) return checked.error;
        const applied = applyDecisionConditions(toFlowGraph(state.nodes, state.edges), nodeId, conditions);
        if (!applied.ok) return applied.error;
        const nodes = applied.value.nodes.map((node) =>
          node.id === nodeId
            ? patchNodeData(node, {
                question: checked.value,
                ...(label === undefined ? {} : { label: label.trim() }),
              })
            : node,
        );
        set(commitGraph(state, { nodes: toEditorNodes(nodes), edges: toEditorEdges(applied.value.edges) }));
        return undefined;
      },

      reconnectEdge: (edgeId, connection) => {
        const state = get();
        const result = reconnectEdge(
          toFlowGraph(state.nodes, state.edges),
          edgeId,
          normalizeConnection(connection),
          {
            now: now(),
          },
        );
        if (!result.ok) return false;
        set(commitGraph(state, { edges: toEditorEdges(result.value.edges) }));
        return true;
      },

      updateEdge: (edgeId, patch) => {
        const state = get();
        const edges = state.edges.map((edge) => (edge.id === edgeId ? { ...edge, ...patch } : edge));
        set({ ...commitGraph(state, { edges }), menu: null });
      },

      replaceGraph: (graph) => {
        const state = get();
        set(commitGraph(state, { nodes: graph.nodes, edges: graph.edges }));
      },
    };
  };
}
