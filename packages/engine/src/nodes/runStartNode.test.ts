import { describe, expect, it } from 'vitest';
import { converse, node, testFlow, texts } from '../testing/testFlow';

describe('start, end, option and unknown nodes', () => {
  const flow = testFlow(
    [
      node('s', 'start', { dynamicContent: 'Bienvenido {{nombre}}', startMessage: 'Inicio' }),
      node('e', 'end', { endMessage: 'Adiós {{nombre}}', dynamicContent: 'Este es el final del flujo.' }),
    ],
    ['s->e'],
  );

  it('greets with the content written on the start node first, interpolated', async () => {
    const [result] = await converse(flow, [], {
      initialMessage: 'Soy {{bot}}',
      context: { variables: { nombre: 'Ana' } },
    });
    expect(texts(result!)[0]).toBe('Bienvenido Ana');
  });

  it("else greets with the bot's initial message (the palette placeholder does not count)", async () => {
    const placeholder = testFlow(
      [node('s', 'start', { dynamicContent: 'Bienvenido al flujo de inicio.' }), node('e', 'end')],
      ['s->e'],
    );
    const [result] = await converse(placeholder, [], {
      initialMessage: 'Soy {{bot}}',
      context: { variables: { bot: 'Plubot' } },
    });
    expect(texts(result!)[0]).toBe('Soy Plubot');
  });

  it("else greets with the start node's startMessage", async () => {
    const [result] = await converse(flow, [], {
      initialMessage: '  ',
      context: { variables: { nombre: 'Ana' } },
    });
    expect(texts(result!)).toEqual(['Bienvenido Ana', 'Adiós Ana']);
    const plain = testFlow([node('s', 'start', { startMessage: 'Inicio' }), node('e', 'end')], ['s->e']);
    expect(texts((await converse(plain))[0]!)).toEqual(['Inicio']);
  });

  it('ends with endMessage, else dynamicContent, and closes the conversation', async () => {
    const [result] = await converse(flow);
    expect(result).toMatchObject({ ended: true, input: { kind: 'none' } });
    expect(result!.state).toMatchObject({ ended: true, currentNodeId: null, input: { kind: 'none' } });
    const dynamic = testFlow(
      [node('s', 'start'), node('e', 'end', { dynamicContent: 'Hasta luego' })],
      ['s->e'],
    );
    expect(texts((await converse(dynamic))[0]!)).toEqual(['Hasta luego']);
  });

  it('gives messages ids {turn}-{index} and their node ids', async () => {
    const [result] = await converse(flow, [], { context: { variables: { nombre: 'Ana' } } });
    expect(result!.messages.map(({ id, nodeId }) => [id, nodeId])).toEqual([
      ['1-0', 's'],
      ['1-1', 'e'],
    ]);
  });

  it('passes through option nodes silently (their instruction is editor guidance)', async () => {
    const withOption = testFlow(
      [
        node('s', 'start'),
        node('o', 'option', { instruction: 'Instrucciones para esta opción...' }),
        node('e', 'end', { endMessage: 'Fin' }),
      ],
      ['s->o', 'o->e'],
    );
    expect(texts((await converse(withOption))[0]!)).toEqual(['Fin']);
  });

  it('skips unknown node types along their edge, noting them in the trace', async () => {
    const odd = testFlow(
      [node('s', 'start'), node('x', 'teleport'), node('e', 'end', { endMessage: 'Fin' })],
      ['s->x', 'x->e'],
    );
    const [result] = await converse(odd);
    expect(texts(result!)).toEqual(['Fin']);
    expect(result!.trace).toContainEqual({
      nodeId: 'x',
      type: 'teleport',
      event: 'skipped-unknown-type',
      detail: 'teleport',
    });
  });

  it('says so and ends when the flow has no start node', async () => {
    const [result] = await converse(testFlow([node('e', 'end')]), [], { initialMessage: 'Hola' });
    expect(texts(result!)).toEqual(['Hola', 'Este bot todavía no tiene un flujo para conversar.']);
    expect(result!.ended).toBe(true);
  });

  it('ends after the greeting when the start node has no edge', async () => {
    const [result] = await converse(testFlow([node('s', 'start', { dynamicContent: 'Hola' })]));
    expect(texts(result!)).toEqual(['Hola']);
    expect(result!.ended).toBe(true);
  });
});
