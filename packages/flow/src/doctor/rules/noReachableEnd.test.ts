import { describe, expect, it } from 'vitest';
import { findingsOf, fixAndCheck } from '../../testing/doctorTestKit';
import { edge, graph, node } from '../../testing/graphBuilders';

describe('noReachableEnd', () => {
  it('flags a flow whose End no conversation reaches, naming where they stop', () => {
    const flow = graph(
      [
        node('s', 'start'),
        node('ask', 'message', 0, 200),
        node('lost', 'message', 0, 400),
        node('end', 'end', 300, 0),
      ],
      ['s->ask'],
    );
    const [finding] = findingsOf('noReachableEnd', flow);
    expect(finding).toMatchObject({
      severity: 'blocking',
      nodeIds: ['ask'],
      fixes: [{ kind: 'repair', label: { code: 'doctor.fix.noReachableEnd' }, destructive: false }],
    });
    expect(finding?.message.message).toContain('Ninguna conversación puede llegar a un final');
  });

  it('is quiet when an End is reachable', () => {
    expect(
      findingsOf(
        'noReachableEnd',
        graph([node('s', 'start'), node('m', 'message'), node('e', 'end')], ['s->m', 'm->e']),
      ),
    ).toEqual([]);
  });

  it('fixes by adding one End connected from every stop, decision buttons included', () => {
    const decision = node('d', 'decision', 0, 200, {
      conditions: [
        { id: 'yes', text: 'Sí' },
        { id: 'no', text: 'No' },
      ],
    });
    const flow = {
      nodes: [node('s', 'start'), decision, node('m', 'message', 0, 400), node('old-end', 'end', 500, 0)],
      edges: [edge('s', 'd'), edge('d', 'm', { sourceHandle: 'output-yes' })],
    };
    const fixed = fixAndCheck('noReachableEnd', flow);
    const ends = fixed.nodes.filter((candidate) => candidate.type === 'end' && candidate.id !== 'old-end');
    expect(ends).toHaveLength(1);
    const into = fixed.edges.filter((candidate) => candidate.target === ends[0]!.id);
    expect(into.map((candidate) => [candidate.source, candidate.sourceHandle])).toEqual([
      ['d', 'output-no'],
      ['m', undefined],
    ]);
  });

  it('offers no fix when conversations only go round in a loop', () => {
    const flow = graph(
      [node('s', 'start'), node('a', 'message'), node('b', 'message'), node('e', 'end')],
      ['s->a', 'a->b', 'b->a'],
    );
    const [finding] = findingsOf('noReachableEnd', flow);
    expect(finding?.nodeIds).toEqual([]);
    expect(finding?.fixes).toBeUndefined();
  });
});
