import { describe, expect, it } from 'vitest';
import { createInitialFlow } from '../catalogue/createInitialFlow';
import { createNode } from '../catalogue/createNode';
import { applyDecisionConditions } from '../editing/applyDecisionConditions';
import { deleteNodeCascade } from '../editing/deleteNodeCascade';
import { loadFlow } from '../load/loadFlow';
import type { FlowEdge } from '../model/edgeSchema';
import type { FlowGraph } from '../model/flowSchema';
import type { FlowNode } from '../model/nodeSchema';
import { counterIds, edge, node } from '../testing/graphBuilders';
import { diffFlows, isFlowDiffEmpty } from './diffFlows';
import { baseFlow, changedFields, withData, withNode } from './diffFlowsFixtures';
import { flowDiffSchema } from './flowDiffSchema';

describe('diffFlows', () => {
  it('finds nothing between a flow and itself, or an equal copy', () => {
    const diff = diffFlows(baseFlow(), baseFlow());
    expect(diff).toEqual({
      nodes: { added: [], removed: [], changed: [] },
      edges: { added: [], removed: [] },
      counts: { added: 0, removed: 0, changed: 0 },
    });
    expect(isFlowDiffEmpty(diff)).toBe(true);
    expect(flowDiffSchema.parse(diff)).toEqual(diff);
  });

  it('ignores moving, resizing, selecting and measuring nodes', () => {
    const moved = {
      ...baseFlow(),
      nodes: baseFlow().nodes.map(
        (item, index) =>
          ({
            ...item,
            position: { x: item.position.x + 50 * index, y: item.position.y - 30 },
            width: 320,
            height: 180,
            selected: index === 1,
            dragging: index === 2,
            zIndex: 4,
            measured: { width: 300, height: 120 },
            style: { width: 320 },
          }) as FlowNode,
      ),
    };
    expect(isFlowDiffEmpty(diffFlows(baseFlow(), moved))).toBe(true);
  });

  it('ignores folded cards, edit mode, bookkeeping and test results in the data', () => {
    let edited = withData(baseFlow(), 'call', {
      isCollapsed: true,
      lastModified: '2026-11-27T10:00:00Z',
      modifiedBy: 'ana',
    });
    edited = withData(edited, 'welcome', { isEditing: true, lastUpdated: 123, lodLevel: 'FULL' });
    expect(isFlowDiffEmpty(diffFlows(baseFlow(), edited))).toBe(true);
  });

  it('ignores the order of keys', () => {
    const reordered = withNode(
      baseFlow(),
      'welcome',
      (item) =>
        ({
          ...item,
          data: { capture: { validation: 'text', variable: 'nombre' }, message: 'Hola', label: 'Bienvenida' },
        }) as FlowNode,
    );
    expect(isFlowDiffEmpty(diffFlows(baseFlow(), reordered))).toBe(true);
  });

  it('reports a text edit with its before and after', () => {
    const diff = diffFlows(baseFlow(), withData(baseFlow(), 'welcome', { message: 'Hola {{nombre}}' }));
    expect(diff.nodes.changed).toEqual([
      {
        id: 'welcome',
        type: 'message',
        title: 'Bienvenida',
        fields: [{ field: 'message', before: 'Hola', after: 'Hola {{nombre}}', secret: false }],
      },
    ]);
    expect(diff.counts).toEqual({ added: 0, removed: 0, changed: 1 });
  });

  it('titles a changed node with its new name, and reports the rename', () => {
    const diff = diffFlows(baseFlow(), withData(baseFlow(), 'welcome', { label: 'Saludo' }));
    expect(diff.nodes.changed[0]?.title).toBe('Saludo');
    expect(diff.nodes.changed[0]?.fields).toEqual([
      { field: 'label', before: 'Bienvenida', after: 'Saludo', secret: false },
    ]);
  });

  it('titles a node without a name with its type default label', () => {
    const unnamed = withNode(
      baseFlow(),
      'welcome',
      (item) => ({ ...item, data: { ...item.data, label: '  ' } }) as FlowNode,
    );
    const diff = diffFlows(baseFlow(), withData(unnamed, 'welcome', { message: 'Otra' }));
    expect(diff.nodes.changed[0]?.title).toBe('Nuevo mensaje');
  });

  it('reports a changed capture variable', () => {
    const fields = changedFields(
      withData(baseFlow(), 'welcome', { capture: { variable: 'email', validation: 'text' } }),
      'welcome',
    );
    expect(fields).toEqual([{ field: 'capture.variable', before: 'nombre', after: 'email', secret: false }]);
  });

  it('reports a capture turned on and off', () => {
    const flow = withNode(baseFlow(), 'welcome', (item) => {
      const { capture: _capture, ...data } = item.data as Record<string, unknown>;
      return { ...item, data } as FlowNode;
    });
    const diff = diffFlows(flow, baseFlow());
    expect(diff.nodes.changed[0]?.fields).toEqual([
      { field: 'capture.validation', before: null, after: 'text', secret: false },
      { field: 'capture.variable', before: null, after: 'nombre', secret: false },
    ]);
    expect(diffFlows(baseFlow(), flow).nodes.changed[0]?.fields.map((field) => field.after)).toEqual([
      null,
      null,
    ]);
  });

  describe('decision buttons', () => {
    const conditions = (...extra: { id: string; text: string }[]) => [
      { id: 'c0', text: 'Sí', color: '#4CAF50' },
      { id: 'c1', text: 'No', color: '#F44336' },
      ...extra,
    ];

    it('reports a button added', () => {
      const fields = changedFields(
        withData(baseFlow(), 'ask', { conditions: conditions({ id: 'c2', text: 'Tal vez' }) }),
        'ask',
      );
      expect(fields).toEqual([
        { field: 'conditions.c2.text', before: null, after: 'Tal vez', secret: false },
      ]);
    });

    it('reports a button renamed', () => {
      const fields = changedFields(
        withData(baseFlow(), 'ask', {
          conditions: [
            { id: 'c0', text: 'Claro', color: '#4CAF50' },
            { id: 'c1', text: 'No', color: '#F44336' },
          ],
        }),
        'ask',
      );
      expect(fields).toEqual([{ field: 'conditions.c0.text', before: 'Sí', after: 'Claro', secret: false }]);
    });

    it('reports a button removed', () => {
      const fields = changedFields(
        withData(baseFlow(), 'ask', { conditions: [{ id: 'c0', text: 'Sí', color: '#4CAF50' }] }),
        'ask',
      );
      expect(fields).toEqual([
        { field: 'conditions.c1.color', before: '#F44336', after: null, secret: false },
        { field: 'conditions.c1.text', before: 'No', after: null, secret: false },
      ]);
    });

    it('reports buttons put in another order, by their texts', () => {
      const fields = changedFields(
        withData(baseFlow(), 'ask', { conditions: [...conditions()].reverse() }),
        'ask',
      );
      expect(fields).toEqual([{ field: 'conditions', before: 'Sí, No', after: 'No, Sí', secret: false }]);
    });

    it('follows applyDecisionConditions: a new button, its option node and its connection', () => {
      const flow = createInitialFlow();
      const decision = createNode('decision', { id: 'd', position: { x: 0, y: 0 }, createId: counterIds() });
      const start: FlowGraph = { nodes: [...flow.nodes, decision], edges: flow.edges };
      const withOptions = applyDecisionConditions(start, 'd', decision.data.conditions ?? [], {
        createId: counterIds(),
      });
      if (!withOptions.ok) throw new Error('expected options');
      const live = withOptions.value;
      const more = applyDecisionConditions(
        live,
        'd',
        [...(decision.data.conditions ?? []), { id: 'd-cond-2', text: 'Quizás' }],
        { createId: (prefix) => `${prefix}-new` },
      );
      if (!more.ok) throw new Error('expected options');
      const diff = diffFlows(live, more.value);
      expect(diff.nodes.added).toHaveLength(1);
      expect(diff.nodes.added[0]).toMatchObject({ type: 'option', title: 'Quizás' });
      expect(diff.edges.added).toEqual([
        expect.objectContaining({
          source: 'd',
          target: diff.nodes.added[0]?.id,
          sourceHandle: 'output-d-cond-2',
        }),
      ]);
      expect(diff.nodes.changed).toEqual([
        expect.objectContaining({
          id: 'd',
          fields: [
            expect.objectContaining({ field: 'conditions.d-cond-2.text', before: null, after: 'Quizás' }),
          ],
        }),
      ]);
    });
  });

  it('reports an edge rewired as one removed and one added', () => {
    const rewired = {
      ...baseFlow(),
      edges: baseFlow().edges.map((item) => (item.id === 'call->end' ? edge('call', 'welcome') : item)),
    };
    const diff = diffFlows(baseFlow(), rewired);
    expect(diff.edges).toEqual({
      added: [{ id: 'call->welcome', source: 'call', target: 'welcome', sourceHandle: null }],
      removed: [{ id: 'call->end', source: 'call', target: 'end', sourceHandle: null }],
    });
    expect(diff.counts).toEqual({ added: 1, removed: 1, changed: 0 });
  });

  it('reports an edge moved to another button as a change of its source handle', () => {
    const rewired = {
      ...baseFlow(),
      edges: baseFlow().edges.map((item) =>
        item.target === 'end' && item.source === 'ask' ? { ...item, sourceHandle: 'output-c0' } : item,
      ),
    };
    const diff = diffFlows(baseFlow(), rewired);
    expect(diff.edges.removed).toEqual([
      expect.objectContaining({ source: 'ask', sourceHandle: 'output-c1' }),
    ]);
    expect(diff.edges.added).toEqual([expect.objectContaining({ source: 'ask', sourceHandle: 'output-c0' })]);
  });

  it('sees no change when only an edge id changed, or its default handle was named', () => {
    const renamed = {
      ...baseFlow(),
      edges: baseFlow().edges.map(
        (item, index): FlowEdge => ({
          ...item,
          id: `xy-edge-${index}`,
          ...(item.sourceHandle ? {} : { sourceHandle: index % 2 === 0 ? 'output' : null }),
          selected: true,
          animated: true,
        }),
      ),
    };
    expect(isFlowDiffEmpty(diffFlows(baseFlow(), renamed))).toBe(true);
  });

  it('counts a parallel copy of a connection as one added', () => {
    const doubled = {
      ...baseFlow(),
      edges: [...baseFlow().edges, { ...edge('start', 'welcome'), id: 'copy' }],
    };
    const diff = diffFlows(baseFlow(), doubled);
    expect(diff.edges.added).toEqual([
      { id: 'copy', source: 'start', target: 'welcome', sourceHandle: null },
    ]);
    expect(diff.edges.removed).toEqual([]);
  });

  it('reports a cascade delete (deleteNodeCascade): every node and edge it took', () => {
    const deleted = deleteNodeCascade(baseFlow(), 'call');
    const diff = diffFlows(baseFlow(), deleted);
    expect(diff.nodes.removed.map((item) => item.id)).toEqual(['call', 'end']);
    expect(diff.edges.removed.map((item) => item.id)).toEqual(['ask->call', 'ask->end', 'call->end']);
    expect(diff.counts).toEqual({ added: 0, removed: 5, changed: 0 });
  });

  it('reports a deleted node with its edges', () => {
    const deleted: FlowGraph = {
      nodes: baseFlow().nodes.filter((item) => item.id !== 'call'),
      edges: baseFlow().edges.filter((item) => item.source !== 'call' && item.target !== 'call'),
    };
    const diff = diffFlows(baseFlow(), deleted);
    expect(diff.nodes.removed).toEqual([{ id: 'call', type: 'httpRequest', title: 'CRM' }]);
    expect(diff.edges.removed.map((item) => item.id).sort()).toEqual(['ask->call', 'call->end']);
    expect(diff.nodes.added).toEqual([]);
    expect(diff.nodes.changed).toEqual([]);
    expect(diff.counts).toEqual({ added: 0, removed: 3, changed: 0 });
  });

  it('reports an added node, in the order of the draft', () => {
    const draft = {
      ...baseFlow(),
      nodes: [...baseFlow().nodes, node('bye', 'message', 0, 500, { message: 'Chao' })],
      edges: [...baseFlow().edges, edge('welcome', 'bye')],
    };
    const diff = diffFlows(baseFlow(), draft);
    expect(diff.nodes.added).toEqual([{ id: 'bye', type: 'message', title: 'bye' }]);
    expect(diff.edges.added).toEqual([
      { id: 'welcome->bye', source: 'welcome', target: 'bye', sourceHandle: null },
    ]);
    expect(diff.counts).toEqual({ added: 2, removed: 0, changed: 0 });
  });

  it('reports a node whose type changed as removed and added', () => {
    const retyped = withNode(baseFlow(), 'welcome', (item) => ({ ...item, type: 'end' }) as FlowNode);
    const diff = diffFlows(baseFlow(), retyped);
    expect(diff.nodes.removed).toEqual([{ id: 'welcome', type: 'message', title: 'Bienvenida' }]);
    expect(diff.nodes.added).toEqual([{ id: 'welcome', type: 'end', title: 'Bienvenida' }]);
    expect(diff.nodes.changed).toEqual([]);
  });

  it('counts an empty text, a null and an absent field as the same: not set', () => {
    const live = withData(baseFlow(), 'welcome', { extra: null });
    const draft = withData(baseFlow(), 'ask', { variable: '' });
    expect(isFlowDiffEmpty(diffFlows(live, draft))).toBe(true);
  });

  it('lists a node’s fields in its data schema’s order, a removed button with the buttons', () => {
    const draft = withData(baseFlow(), 'ask', {
      enableVariables: true,
      conditions: [{ id: 'c0', text: 'Sí', color: '#4CAF50' }],
      question: '¿Continuamos?',
      zz: 'unknown field',
    });
    expect(changedFields(draft, 'ask')?.map((field) => field.field)).toEqual([
      'question',
      'conditions.c1.color',
      'conditions.c1.text',
      'enableVariables',
      'zz',
    ]);
  });

  it('tells apart two headers with the same name', () => {
    const live: FlowGraph = {
      nodes: [
        node('h', 'httpRequest', 0, 0, {
          headers: [
            { id: 'a', key: 'Accept', value: 'text/html' },
            { id: 'b', key: 'Accept', value: 'text/plain' },
          ],
        }),
      ],
      edges: [],
    };
    const draft = withData(live, 'h', {
      headers: [
        { id: 'a', key: 'Accept', value: 'text/html' },
        { id: 'b', key: 'Accept', value: 'application/json' },
      ],
    });
    expect(diffFlows(live, draft).nodes.changed[0]?.fields).toEqual([
      { field: 'headers.Accept#2', before: 'text/plain', after: 'application/json', secret: false },
    ]);
  });

  it('reports HTTP response rules and complex condition rules by their ids', () => {
    const live: FlowGraph = {
      nodes: [
        node('h', 'httpRequest', 0, 0, {
          responseMapping: [{ id: 'r1', source: 'body', pathOrKey: 'data.id', targetVariable: 'cliente' }],
        }),
        node('k', 'complexConditionNode', 0, 100, {
          rules: [{ id: 'x', variable: 'edad', operator: 'greater_than', value: '18' }],
          join: 'and',
        }),
      ],
      edges: [],
    };
    const draft = withData(
      withData(live, 'h', {
        responseMapping: [{ id: 'r1', source: 'body', pathOrKey: 'data.uuid', targetVariable: 'cliente' }],
      }),
      'k',
      { rules: [{ id: 'x', variable: 'edad', operator: 'greater_than', value: '21' }] },
    );
    const diff = diffFlows(live, draft);
    expect(diff.nodes.changed.map((changed) => changed.fields)).toEqual([
      [{ field: 'responseMapping.r1.pathOrKey', before: 'data.id', after: 'data.uuid', secret: false }],
      [{ field: 'rules.x.value', before: '18', after: '21', secret: false }],
    ]);
  });

  it('reports the variables a webhook sends as one list', () => {
    const live: FlowGraph = {
      nodes: [node('w', 'webhookNode', 0, 0, { url: 'https://hook.test', variables: ['nombre', 'email'] })],
      edges: [],
    };
    const draft = withData(live, 'w', { variables: ['nombre', 'telefono'] });
    expect(diffFlows(live, draft).nodes.changed[0]?.fields).toEqual([
      { field: 'variables', before: 'nombre, email', after: 'nombre, telefono', secret: false },
    ]);
  });

  it('compares loaded flows (loadFlow) without reporting what loading adds', () => {
    const load = (graph: FlowGraph) => {
      const loaded = loadFlow({ version: 2, ...graph });
      if (!loaded.ok) throw new Error('expected a loaded flow');
      return loaded.value.flow;
    };
    const live = load(baseFlow());
    const moved = baseFlow();
    moved.nodes = moved.nodes.map((item) => ({ ...item, position: { x: 7, y: 7 } }));
    expect(isFlowDiffEmpty(diffFlows(live, load(moved)))).toBe(true);
    const draft = load(withData(baseFlow(), 'ask', { question: '¿Continuamos?' }));
    expect(diffFlows(live, draft).nodes.changed).toEqual([
      expect.objectContaining({
        id: 'ask',
        fields: [{ field: 'question', before: '¿Seguimos?', after: '¿Continuamos?', secret: false }],
      }),
    ]);
  });

  it('never mutates its inputs', () => {
    const live = baseFlow();
    const draft = withData(baseFlow(), 'welcome', { message: 'Cambio' });
    const copies = JSON.stringify([live, draft]);
    diffFlows(live, draft);
    expect(JSON.stringify([live, draft])).toBe(copies);
  });
});
