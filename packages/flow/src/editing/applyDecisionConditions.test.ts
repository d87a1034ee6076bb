import { describe, expect, it } from 'vitest';
import { createNode } from '../catalogue/createNode';
import { isValidConnection } from '../connections/isValidConnection';
import type { FlowGraph } from '../model/flowSchema';
import { counterIds, edge, node } from '../testing/graphBuilders';
import { applyDecisionConditions } from './applyDecisionConditions';
import { doBoundsIntersect, getNodeBounds } from './nodeBounds';

const decision = createNode('decision', { id: 'd', position: { x: 1000, y: 500 } });
const conditions = (...texts: string[]) =>
  texts.map((text, i) => ({ id: `d-cond-${i}`, text, color: `#00000${i}` }));

function apply(flow: FlowGraph, list = conditions('Sí', 'No')) {
  const result = applyDecisionConditions(flow, 'd', list, { createId: counterIds() });
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

describe('applyDecisionConditions', () => {
  it('never puts a new option on a node already under the decision', () => {
    const blocker = { ...node('m', 'message', 1010, 830), width: 320, height: 200 };
    const result = apply({ nodes: [decision, blocker], edges: [] });
    const rects = result.nodes.map(getNodeBounds);
    for (const [i, a] of rects.entries()) {
      for (const b of rects.slice(i + 1)) expect(doBoundsIntersect(a, b)).toBe(false);
    }
  });

  it('creates one option per condition, in a row under the decision, 40 px apart, joined from output-{conditionId}', () => {
    const result = apply({ nodes: [decision], edges: [] }, conditions('A', 'B', 'C'));
    const options = result.nodes.filter((n) => n.type === 'option');
    // Decision 300 × 250 at (1000, 500); options 280 wide: a row 920 wide centred under it, 80 below.
    expect(options.map((o) => o.position)).toEqual([
      { x: 690, y: 830 },
      { x: 1010, y: 830 },
      { x: 1330, y: 830 },
    ]);
    expect(options[1]?.data).toMatchObject({
      label: 'B',
      text: 'B',
      color: '#000001',
      sourceNode: 'd',
      sourceHandle: 'd-cond-1',
      conditionId: 'd-cond-1',
      instruction: 'Instrucciones para esta opción...',
    });
    expect(result.edges.map((e) => [e.source, e.target, e.sourceHandle, e.type])).toEqual([
      ['d', 'option-1', 'output-d-cond-0', 'eliteEdge'],
      ['d', 'option-2', 'output-d-cond-1', 'eliteEdge'],
      ['d', 'option-3', 'output-d-cond-2', 'eliteEdge'],
    ]);
    const updated = result.nodes.find((n) => n.id === 'd');
    expect(updated?.type === 'decision' && updated.data.handleIds).toEqual([
      'output-d-cond-0',
      'output-d-cond-1',
      'output-d-cond-2',
    ]);
  });

  it('keeps existing options, their place and onward edges, and removes options of removed conditions', () => {
    const first = apply({ nodes: [decision, node('m', 'message')], edges: [] }, conditions('A', 'B'));
    const optionA = first.nodes.find((n) => n.type === 'option' && n.data.conditionId === 'd-cond-0')!;
    const optionB = first.nodes.find((n) => n.type === 'option' && n.data.conditionId === 'd-cond-1')!;
    const moved = first.nodes.map((n) => (n.id === optionA.id ? { ...n, position: { x: 1, y: 2 } } : n));
    const withOnward = {
      nodes: moved,
      edges: [...first.edges, edge(optionA.id, 'm'), edge(optionB.id, 'm')],
    };

    const second = apply(withOnward, [{ id: 'd-cond-0', text: 'A2', color: '#fff' }]);
    const options = second.nodes.filter((n) => n.type === 'option');
    expect(options).toHaveLength(1);
    expect(options[0]).toMatchObject({
      id: optionA.id,
      position: { x: 1, y: 2 },
      data: { text: 'A2', label: 'A2' },
    });
    expect(second.edges.map((e) => e.id).sort()).toEqual([`${optionA.id}->m`, `e-d-${optionA.id}`].sort());
  });

  it('writes Sí and No when given no conditions', () => {
    const result = apply({ nodes: [decision], edges: [] }, []);
    const updated = result.nodes.find((n) => n.id === 'd');
    expect(updated?.type === 'decision' && updated.data.conditions?.map((c) => c.text)).toEqual(['Sí', 'No']);
  });

  it('refuses a sixth condition and unknown decisions', () => {
    const six = conditions('1', '2', '3', '4', '5', '6');
    expect(applyDecisionConditions({ nodes: [decision], edges: [] }, 'd', six)).toMatchObject({
      ok: false,
      error: { code: 'decision.tooManyConditions' },
    });
    expect(applyDecisionConditions({ nodes: [decision], edges: [] }, 'x', [])).toMatchObject({
      ok: false,
      error: { code: 'decision.notFound' },
    });
  });

  it('is stable: applying the same conditions twice changes nothing', () => {
    const once = apply({ nodes: [decision], edges: [] });
    expect(apply(once)).toEqual(once);
  });

  it('makes edges the connection rules allow', () => {
    const result = apply({ nodes: [decision], edges: [] });
    const rest = { nodes: result.nodes, edges: [] };
    for (const e of result.edges) expect(isValidConnection(e, rest)).toBe(true);
  });
});
