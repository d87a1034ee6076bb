import { describe, expect, it } from 'vitest';
import { findingsOf, fixAndCheck } from '../../testing/doctorTestKit';
import { graph, node } from '../../testing/graphBuilders';
import { applyDoctorFix } from '../applyDoctorFix';

describe('unreachableNode', () => {
  const withLeftovers = () =>
    graph(
      [
        node('s', 'start'),
        node('m', 'message'),
        node('e', 'end'),
        node('old', 'message'),
        node('old-next', 'message'),
        node('alone', 'httpRequest', 0, 0, { label: 'Consulta' }),
      ],
      ['s->m', 'm->e', 'old->old-next', 'old-next->m'],
    );

  it('flags each leftover piece once, from its first node, with the nodes after it', () => {
    const findings = findingsOf('unreachableNode', withLeftovers());
    expect(findings.map((finding) => [finding.nodeIds, finding.fix?.message])).toEqual([
      [['alone'], 'Borrar este nodo sobrante'],
      [['old', 'old-next'], 'Borrar estos 2 nodos sobrantes'],
    ]);
    expect(findings[0]?.message.message).toBe(
      'Nadie llega nunca a «Consulta»: ningún camino desde el inicio pasa por aquí.',
    );
  });

  it('is quiet when every node is reached, and for an End nobody reaches', () => {
    expect(
      findingsOf(
        'unreachableNode',
        graph(
          [node('s', 'start'), node('m', 'message'), node('e', 'end'), node('e2', 'end')],
          ['s->m', 'm->e'],
        ),
      ),
    ).toEqual([]);
  });

  it('deletes leftovers only: never a node a conversation reaches', () => {
    const fixed = fixAndCheck('unreachableNode', withLeftovers());
    expect(fixed.nodes.map((candidate) => candidate.id)).toEqual(['s', 'm', 'e']);
    expect(fixed.edges.map((candidate) => candidate.id)).toEqual(['s->m', 'm->e']);
  });

  it('keeps the only End of the flow when it is part of the leftovers', () => {
    const flow = graph(
      [node('s', 'start'), node('m', 'message'), node('x', 'message'), node('e', 'end')],
      ['s->m', 'x->e'],
    );
    const [finding] = findingsOf('unreachableNode', flow);
    expect(finding?.fix?.message).toBe('Borrar este nodo sobrante');
    const fixed = applyDoctorFix(flow, finding!);
    expect(fixed.nodes.map((candidate) => candidate.id)).toEqual(['s', 'm', 'e']);
  });
});
