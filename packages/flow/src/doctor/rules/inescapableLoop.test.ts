import { describe, expect, it } from 'vitest';
import { findingsOf } from '../../testing/doctorTestKit';
import { graph, node } from '../../testing/graphBuilders';

describe('inescapableLoop', () => {
  it('flags a reachable loop with no way out, naming its first node and size', () => {
    const flow = graph(
      [node('s', 'start'), node('ask', 'message'), node('again', 'message'), node('e', 'end')],
      ['s->ask', 'ask->again', 'again->ask'],
    );
    const [finding] = findingsOf('inescapableLoop', flow);
    expect(finding).toMatchObject({
      severity: 'blocking',
      nodeIds: ['ask', 'again'],
      message: { params: { label: 'ask', n: 2 } },
    });
    expect(finding?.fixes).toBeUndefined();
  });

  it('flags a node linked only to itself', () => {
    const flow = graph(
      [node('s', 'start'), node('ask', 'message'), node('e', 'end')],
      ['s->ask', 'ask->ask'],
    );
    expect(findingsOf('inescapableLoop', flow).map((finding) => finding.nodeIds)).toEqual([['ask']]);
  });

  it('is quiet for a loop with an exit, and for leftover loops', () => {
    const withExit = graph(
      [node('s', 'start'), node('ask', 'message'), node('again', 'message'), node('e', 'end')],
      ['s->ask', 'ask->again', 'again->ask', 'again->e'],
    );
    expect(findingsOf('inescapableLoop', withExit)).toEqual([]);
    const leftover = graph(
      [
        node('s', 'start'),
        node('m', 'message'),
        node('e', 'end'),
        node('x', 'message'),
        node('y', 'message'),
      ],
      ['s->m', 'm->e', 'x->y', 'y->x'],
    );
    expect(findingsOf('inescapableLoop', leftover)).toEqual([]);
  });
});
