import { describe, expect, it } from 'vitest';
import { findingsOf, fixAndCheck } from '../../testing/doctorTestKit';
import { graph, node } from '../../testing/graphBuilders';
import { applyDoctorFix } from '../applyDoctorFix';

const fixLabels = (finding: { fixes?: readonly { label: { message: string } }[] } | undefined) =>
  finding?.fixes?.map((fix) => fix.label.message);

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

  /**
   * The case: a welcome that stops, and below it a decision with its two options, a message
   * and an End that nothing leads to — one missing connection, not five nodes to throw away.
   */
  const missingOneConnection = () =>
    graph(
      [
        node('s', 'start', 0, 0),
        node('welcome', 'message', 0, 150, { label: 'Bienvenida' }),
        node('decide', 'decision', 0, 300, { label: 'Nueva decisión' }),
        node('yes', 'option', -100, 450, { label: 'Sí' }),
        node('no', 'option', 100, 450, { label: 'No' }),
        node('thanks', 'message', 0, 600, { label: 'Gracias' }),
        node('bye', 'end', 0, 750, { label: 'Fin' }),
      ],
      ['s->welcome', 'decide->yes', 'decide->no', 'yes->thanks', 'no->thanks', 'thanks->bye'],
    );

  it('first offers the missing connection, and deleting the leftovers only after it', () => {
    const [finding, ...others] = findingsOf('unreachableNode', missingOneConnection());
    expect(others).toEqual([]);
    expect(finding?.nodeIds).toEqual(['decide', 'yes', 'no', 'thanks', 'bye']);
    expect(fixLabels(finding)).toEqual([
      'Conectar «Bienvenida» con «Nueva decisión»',
      'Borrar estos 4 nodos sobrantes',
    ]);
    expect(finding?.fixes?.map((fix) => [fix.kind, fix.destructive])).toEqual([
      ['connect', false],
      ['delete', true],
    ]);
  });

  it('connects the leftovers where they were meant to go: nothing deleted, nobody stuck', () => {
    const flow = missingOneConnection();
    const [finding] = findingsOf('unreachableNode', flow);
    const fixed = applyDoctorFix(flow, finding!, { now: 1 });
    expect(fixed.nodes).toEqual(flow.nodes);
    expect(fixed.edges.slice(flow.edges.length)).toMatchObject([{ source: 'welcome', target: 'decide' }]);
    expect(findingsOf('unreachableNode', fixed)).toEqual([]);
    expect(findingsOf('deadEnd', fixed)).toEqual([]);
  });

  it('still deletes the leftovers when the owner picks that fix', () => {
    const flow = missingOneConnection();
    const [finding] = findingsOf('unreachableNode', flow);
    const fixed = applyDoctorFix(flow, finding!, { kind: 'delete' });
    // The only End stays.
    expect(fixed.nodes.map((candidate) => candidate.id)).toEqual(['s', 'welcome', 'bye']);
  });

  it('connects from the stopping node just before the leftovers, not from one after them', () => {
    const flow = graph(
      [
        node('s', 'start', 0, 0),
        node('ask', 'decision', 0, 100),
        node('left', 'option', -200, 200),
        node('right', 'option', 200, 200),
        node('far', 'message', 600, 100, { label: 'Lejos' }),
        node('near', 'message', -200, 300, { label: 'Cerca' }),
        node('after', 'message', 0, 900, { label: 'Después' }),
        node('lost', 'message', -150, 450, { label: 'Perdido' }),
        node('e', 'end', 0, 600),
      ],
      ['s->ask', 'ask->left', 'ask->right', 'left->near', 'right->far', 'right->after', 'lost->e'],
    );
    const [finding] = findingsOf('unreachableNode', flow);
    expect(fixLabels(finding)?.[0]).toBe('Conectar «Cerca» con «Perdido»');
  });

  it('offers only the deletion when no reached node stops where the leftovers could follow', () => {
    const findings = findingsOf('unreachableNode', withLeftovers());
    expect(findings.map((finding) => [finding.nodeIds, fixLabels(finding)])).toEqual([
      [['alone'], ['Borrar este nodo sobrante']],
      [['old', 'old-next'], ['Borrar estos 2 nodos sobrantes']],
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
    expect(fixLabels(finding)).toEqual(['Conectar «m» con «x»', 'Borrar este nodo sobrante']);
    const fixed = applyDoctorFix(flow, finding!, { kind: 'delete' });
    expect(fixed.nodes.map((candidate) => candidate.id)).toEqual(['s', 'm', 'e']);
  });
});
