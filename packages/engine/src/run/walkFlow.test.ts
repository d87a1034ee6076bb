import { describe, expect, it } from 'vitest';
import type { EngineEffects } from '../model/engineEffects';
import { MAX_STEPS_PER_TURN } from '../model/engineMessages';
import { converse, events, last, node, testFlow, texts } from '../testing/testFlow';

describe('walking the flow', () => {
  it(`stops a loop after ${MAX_STEPS_PER_TURN} steps with a Spanish notice and ends`, async () => {
    const loop = testFlow(
      [
        node('s', 'start'),
        node('a', 'action', { actionType: 'delay' }),
        node('b', 'option'),
        node('e', 'end'),
      ],
      ['s->a', 'a->b', 'b->a'],
    );
    const [result] = await converse(loop);
    expect(result!.trace.filter((entry) => entry.event === 'visit')).toHaveLength(MAX_STEPS_PER_TURN);
    expect(last(texts(result!))).toBe('La conversación se detuvo para evitar un bucle infinito.');
    expect(events(result!)).toContain('loop-guard');
    expect(result!.ended).toBe(true);
  });

  it('counts the reply itself as a step of its turn', async () => {
    const loop = testFlow(
      [node('s', 'start'), node('q', 'message', { capture: true }), node('a', 'option'), node('b', 'option')],
      ['s->q', 'q->a', 'a->b', 'b->a'],
    );
    const results = await converse(loop, [{ text: 'hola' }]);
    expect(results[1]!.trace.filter((entry) => entry.event === 'visit')).toHaveLength(MAX_STEPS_PER_TURN);
  });

  it('lets a loop through a question go on turn after turn', async () => {
    const loop = testFlow(
      [node('s', 'start'), node('q', 'message', { message: '¿Otra vez?', capture: { variable: 'r' } })],
      ['s->q', 'q->q'],
    );
    const results = await converse(loop, [{ text: '1' }, { text: '2' }, { text: '3' }]);
    expect(results.map((result) => texts(result))).toEqual([
      ['¿Otra vez?'],
      ['¿Otra vez?'],
      ['¿Otra vez?'],
      ['¿Otra vez?'],
    ]);
    expect(last(results).state.variables.r).toBe('3');
  });

  it('treats an effect that throws as a failed effect', async () => {
    const flow = testFlow(
      [node('s', 'start'), node('p', 'power', { powerId: 'x' }), node('e', 'end')],
      ['s->p', 'p->e'],
    );
    const effects = {
      power: () => {
        throw new Error('sync boom');
      },
    } as unknown as EngineEffects;
    const [result] = await converse(flow, [], { effects });
    expect(result!.trace).toContainEqual({
      nodeId: 'p',
      type: 'power',
      event: 'power-failed',
      detail: 'sync boom',
    });
    expect(result!.ended).toBe(true);
  });

  it('turns an unexpected throw inside a node into a traced, worded end instead of a rejection', async () => {
    const flow = testFlow(
      [
        node('s', 'start'),
        node('h', 'httpRequest', {
          url: 'https://a.test',
          responseMapping: [{ id: 'r', source: 'header_key', pathOrKey: 'x', targetVariable: 'x' }],
        }),
        node('m', 'message', { message: 'no llega' }),
      ],
      ['s->h', 'h->m'],
    );
    const hostile = new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error('hostile headers');
        },
      },
    );
    const effects: EngineEffects = {
      http: async () => ({ ok: true, status: 200, headers: hostile, body: '' }),
    };
    const [result] = await converse(flow, [], { effects });
    expect(result!.trace).toContainEqual({
      nodeId: 'h',
      type: 'httpRequest',
      event: 'error',
      detail: 'hostile headers',
    });
    expect(texts(result!)).toEqual(['Ocurrió un error inesperado y la conversación terminó.']);
    expect(result!.ended).toBe(true);
  });

  it('returns plain JSON state', async () => {
    const flow = testFlow(
      [node('s', 'start'), node('q', 'message', { capture: { variable: 'n', validation: 'number' } })],
      ['s->q'],
    );
    const results = await converse(flow, [{ text: '-0' }]);
    for (const result of results) expect(JSON.parse(JSON.stringify(result.state))).toEqual(result.state);
    expect(Object.is(results[1]!.state.variables.n, 0)).toBe(true);
  });
});
