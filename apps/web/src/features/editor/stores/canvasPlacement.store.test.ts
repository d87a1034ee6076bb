import { doBoundsIntersect, getNodeBounds } from '@plubot/flow';
import { describe, expect, it } from 'vitest';
import type { EditorNode } from '../types';
import { loadStartOnlyStore } from './testing/loadStartOnlyStore';

// Where new nodes land and «Ordenar», through the editor's store (issue #26, point 9).

const loadedStore = () => loadStartOnlyStore();

function expectNoOverlap(nodes: readonly EditorNode[]) {
  const rects = nodes.map((node) => ({ id: node.id, ...getNodeBounds(node) }));
  for (const [i, a] of rects.entries()) {
    for (const b of rects.slice(i + 1)) {
      expect(doBoundsIntersect(a, b), `${a.id} overlaps ${b.id}`).toBe(false);
    }
  }
}

describe('editor store: where new nodes go', () => {
  it('adds palette clicks one under the other, each selected, none touching another', async () => {
    const store = await loadedStore();
    // Every click is made with the view's middle on the start node.
    const middle = { x: 100, y: 100 };
    const message = store.getState().addNode('message', middle, undefined, { placement: 'free' });
    const decision = store.getState().addNode('decision', middle, undefined, { placement: 'free' });
    const end = store.getState().addNode('end', middle, undefined, { placement: 'free' });
    const { nodes } = store.getState();
    const byId = (id: string) => nodes.find((node) => node.id === id)!;
    expect(byId(message).position.y).toBeGreaterThanOrEqual(100 + 80 + 40);
    expect(byId(decision).position.y).toBeGreaterThan(byId(message).position.y);
    expect(nodes.filter((node) => node.selected).map((node) => node.id)).toEqual([end]);
    expect(nodes.filter((node) => node.type === 'option')).toHaveLength(2);
    expectNoOverlap(nodes);
  });

  it('moves a node dropped on another off it', async () => {
    const store = await loadedStore();
    store.getState().addNode('message', { x: 100, y: 100 });
    expectNoOverlap(store.getState().nodes);
  });

  it('puts a duplicate beside its original, not on it', async () => {
    const store = await loadedStore();
    const message = store.getState().addNode('message', { x: 100, y: 400 });
    store.getState().duplicateNode(message);
    expect(store.getState().nodes).toHaveLength(3);
    expectNoOverlap(store.getState().nodes);
  });
});

describe('editor store: «Ordenar»', () => {
  it('lays the flow out without overlaps as one step that Deshacer takes back', async () => {
    const store = await loadedStore();
    const message = store.getState().addNode('message', { x: 900, y: -400 });
    const end = store.getState().addNode('end', { x: -600, y: 50 });
    expect(
      store
        .getState()
        .connect({ source: 'start-1', target: message, sourceHandle: null, targetHandle: null }),
    ).toBe(true);
    expect(
      store.getState().connect({ source: message, target: end, sourceHandle: null, targetHandle: null }),
    ).toBe(true);
    // Pile the two on the start node, as a careless drag would.
    store.getState().moveNodes([message], { x: -800, y: 500 });
    store.getState().moveNodes([end], { x: 700, y: 50 });
    const before = store.getState().nodes.map((node) => ({ id: node.id, position: node.position }));
    const pastBefore = store.getState().history.past.length;

    expect(store.getState().arrangeNodes()).toBe(true);

    const after = store.getState().nodes;
    expectNoOverlap(after);
    const y = (id: string) => after.find((node) => node.id === id)!.position.y;
    expect(y('start-1')).toBe(100);
    expect(y(message)).toBeGreaterThan(y('start-1'));
    expect(y(end)).toBeGreaterThan(y(message));
    expect(store.getState().history.past.length).toBe(pastBefore + 1);
    expect(store.getState().hasChanges).toBe(true);

    store.getState().undo();
    expect(store.getState().nodes.map((node) => ({ id: node.id, position: node.position }))).toEqual(before);
  });

  it('records nothing when the flow is already in order', async () => {
    const store = await loadedStore();
    store.getState().addNode('end', { x: 600, y: 600 });
    store.getState().arrangeNodes();
    const past = store.getState().history.past.length;
    expect(store.getState().arrangeNodes()).toBe(false);
    expect(store.getState().history.past.length).toBe(past);
  });

  it('lays out again with full-size nodes within the same step, unless the flow changed since', async () => {
    const store = await loadedStore();
    const message = store.getState().addNode('message', { x: 900, y: -400 });
    store.getState().connect({ source: 'start-1', target: message, sourceHandle: null, targetHandle: null });
    const before = store.getState().nodes.map((node) => node.position);
    expect(store.getState().arrangeNodes()).toBe(true);
    const past = store.getState().history.past.length;
    // Zoomed in, the start node shows its greeting in full: React Flow measures it 300 px tall.
    store
      .getState()
      .onNodesChange([{ type: 'dimensions', id: 'start-1', dimensions: { width: 180, height: 300 } }]);
    expect(store.getState().arrangeNodes({ again: true })).toBe(true);
    const start = store.getState().nodes.find((node) => node.id === 'start-1')!;
    const next = store.getState().nodes.find((node) => node.id === message)!;
    expect(next.position.y).toBeGreaterThanOrEqual(start.position.y + 300 + 40);
    expect(store.getState().history.past.length).toBe(past);
    store.getState().undo();
    expect(store.getState().nodes.map((node) => node.position)).toEqual(before);
    // After the undo the arrangement is no longer the flow's last change: nothing is redone.
    expect(store.getState().arrangeNodes({ again: true })).toBe(false);
  });
});

describe('editor store: the node being edited', () => {
  it('knows which node has its form open, and forgets it only when that node closes it', async () => {
    const store = await loadedStore();
    store.getState().setNodeEditing('start-1', true);
    expect(store.getState().editingNodeId).toBe('start-1');
    store.getState().setNodeEditing('other', false);
    expect(store.getState().editingNodeId).toBe('start-1');
    store.getState().setNodeEditing('start-1', false);
    expect(store.getState().editingNodeId).toBeNull();
  });
});
