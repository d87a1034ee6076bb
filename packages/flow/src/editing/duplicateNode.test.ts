import { describe, expect, it } from 'vitest';
import { createNode } from '../catalogue/createNode';
import { node } from '../testing/graphBuilders';
import { duplicateNode } from './duplicateNode';

describe('duplicateNode', () => {
  it("copies a node as '{label} (Copia)', 50 px right and down, with a new id", () => {
    const original = {
      ...node('m', 'message', 10, 20, { label: 'Saludo', message: 'Hola' }),
      selected: true,
    };
    const result = duplicateNode([original], 'm', { createId: () => 'copy-1' });
    expect(result?.nodes).toHaveLength(2);
    expect(result?.node).toEqual({
      id: 'copy-1',
      type: 'message',
      position: { x: 60, y: 70 },
      data: { label: 'Saludo (Copia)', message: 'Hola' },
      selected: false,
      dragging: false,
    });
  });

  it('does not share data with the original', () => {
    const original = node('m', 'message', 0, 0, { variables: { list: [1] } });
    const copy = duplicateNode([original], 'm')!.node;
    (copy.data.variables as { list: number[] }).list.push(2);
    expect(original.data.variables).toEqual({ list: [1] });
  });

  it('accepts the canvas offset of 40 and labels unlabelled nodes by type', () => {
    const unlabelled = { id: 'e', type: 'end' as const, position: { x: 0, y: 0 }, data: {} };
    const copy = duplicateNode([unlabelled], 'e', { offset: 40 })!.node;
    expect(copy.position).toEqual({ x: 40, y: 40 });
    expect(copy.data.label).toBe('Fin (Copia)');
  });

  it("gives a decision's conditions ids built from the copy's id", () => {
    const decision = createNode('decision', { id: 'd' });
    const copy = duplicateNode([decision], 'd', { createId: () => 'd2' })!.node;
    expect(copy.type === 'decision' && copy.data.conditions?.map((c) => c.id)).toEqual([
      'd2-cond-0',
      'd2-cond-1',
    ]);
    expect(copy.type === 'decision' && copy.data.handleIds).toEqual(['output-d2-cond-0', 'output-d2-cond-1']);
  });

  it('returns undefined for an unknown id', () => {
    expect(duplicateNode([], 'x')).toBeUndefined();
  });
});
