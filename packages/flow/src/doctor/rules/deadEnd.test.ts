import { describe, expect, it } from 'vitest';
import { ADDED_END_GAP } from '../../editing/addEndNode';
import { getNodeBounds } from '../../editing/nodeBounds';
import { findingsOf, fixAndCheck } from '../../testing/doctorTestKit';
import { graph, node } from '../../testing/graphBuilders';

describe('deadEnd', () => {
  const stuck = () =>
    graph(
      [
        node('s', 'start'),
        node('hi', 'message', 0, 200),
        node('ask', 'message', 0, 400),
        node('e', 'end', 400, 200),
      ],
      ['s->hi', 'hi->e', 'hi->ask'],
    );

  it('flags a reachable node where the conversation stops without an End', () => {
    expect(findingsOf('deadEnd', stuck())).toEqual([
      expect.objectContaining({
        id: 'deadEnd:ask',
        severity: 'warning',
        nodeIds: ['ask'],
        message: expect.objectContaining({
          message: 'La conversación se queda parada en «ask»: después no pasa nada más.',
        }),
        fixes: [expect.objectContaining({ label: expect.objectContaining({ code: 'doctor.fix.deadEnd' }) })],
      }),
    ]);
  });

  it('leaves Ends, leftovers and choices without path (optionWithoutPath) alone', () => {
    const flow = graph(
      [
        node('s', 'start'),
        node('d', 'decision', 0, 200, { conditions: [{ id: 'c', text: 'Sí' }] }),
        node('o', 'option', 0, 400, { sourceNode: 'd', conditionId: 'c' }),
        node('e', 'end'),
        node('leftover', 'message'),
      ],
      ['s->d'],
    );
    expect(findingsOf('deadEnd', flow)).toEqual([]);
  });

  it('fixes by connecting the node to a new End just below it', () => {
    const fixed = fixAndCheck('deadEnd', stuck());
    const added = fixed.nodes.find((candidate) => candidate.type === 'end' && candidate.id !== 'e');
    const ask = getNodeBounds(fixed.nodes.find((candidate) => candidate.id === 'ask')!);
    expect(added?.position).toEqual({ x: 0, y: ask.y + ask.height + ADDED_END_GAP });
    expect(
      fixed.edges.some((candidate) => candidate.source === 'ask' && candidate.target === added?.id),
    ).toBe(true);
  });

  it('offers no fix for a start with no way on (a start may not lead straight to an End)', () => {
    const [finding] = findingsOf('deadEnd', graph([node('s', 'start'), node('e', 'end')]));
    expect(finding?.nodeIds).toEqual(['s']);
    expect(finding?.fixes).toBeUndefined();
  });
});
