import { describe, expect, it } from 'vitest';
import { converse, last, node, storedTestFlow, testFlow, texts } from '../testing/testFlow';

const askFlow = (capture: Record<string, unknown>, build = testFlow) =>
  build(
    [
      node('s', 'start', { dynamicContent: 'Hola' }),
      node('ask', 'message', { message: '¿Tu dato?', ...capture }),
      node('ok', 'message', { message: 'Gracias, {{dato}}' }),
      node('e', 'end', { endMessage: '' }),
    ],
    ['s->ask', 'ask->ok', 'ok->e'],
  );

describe('message node', () => {
  it('sends its text with variables filled in and moves on', async () => {
    const flow = testFlow(
      [
        node('s', 'start', { dynamicContent: '' }),
        node('m', 'message', { message: 'Hola {{nombre}}' }),
        node('e', 'end'),
      ],
      ['s->m', 'm->e'],
    );
    const [result] = await converse(flow, [], { context: { variables: { nombre: 'Ana' } } });
    expect(texts(result!)).toEqual(['Hola Ana']);
    expect(result!.ended).toBe(true);
  });

  it('sends nothing for an empty message', async () => {
    const flow = testFlow(
      [node('s', 'start'), node('m', 'message', { message: '  ' }), node('e', 'end')],
      ['s->m', 'm->e'],
    );
    const [result] = await converse(flow);
    expect(result!.messages).toEqual([]);
  });

  it('waits for a text reply when it captures one, and stores it', async () => {
    const results = await converse(askFlow({ capture: { variable: 'dato' } }), [{ text: '  Ana  ' }]);
    expect(results[0]!.input).toEqual({ kind: 'text', nodeId: 'ask', validation: 'text', variable: 'dato' });
    expect(results[0]!.state.currentNodeId).toBe('ask');
    expect(texts(results[1]!)).toEqual(['Gracias, Ana']);
    expect(results[1]!.state.variables).toMatchObject({ dato: 'Ana', last_reply: 'Ana' });
    expect(results[1]!.ended).toBe(true);
  });

  it.each([
    ['email', 'no-es-email', 'Por favor ingresa un email válido.', 'ana@plubot.com', 'ana@plubot.com'],
    [
      'phone',
      '12',
      'Por favor ingresa un número de teléfono válido.',
      '+54 11 5555 1234',
      '+54 11 5555 1234',
    ],
    ['number', 'diez', 'Por favor ingresa un número válido.', '10,5', 10.5],
    ['text', '   ', 'Por favor escribe una respuesta.', 'algo', 'algo'],
  ] as const)(
    'validates %s replies, asking again in Spanish',
    async (validation, bad, retry, good, stored) => {
      const results = await converse(askFlow({ capture: { variable: 'dato', validation } }), [
        { text: bad },
        { text: good },
      ]);
      expect(texts(results[1]!)).toEqual([retry]);
      expect(results[1]!.input).toEqual({ kind: 'text', nodeId: 'ask', validation, variable: 'dato' });
      expect(results[1]!.state.retries).toBe(1);
      expect(results[2]!.state.variables.dato).toBe(stored);
      expect(results[2]!.state.retries).toBe(0);
    },
  );

  it("uses the node's own retry message, interpolated", async () => {
    const flow = askFlow({
      capture: { variable: 'dato', validation: 'email', retryMessage: 'Ese correo no sirve, {{nombre}}' },
    });
    const results = await converse(flow, [{ text: 'x' }, { text: 'y' }], {
      context: { variables: { nombre: 'Ana' } },
    });
    expect(texts(results[1]!)).toEqual(['Ese correo no sirve, Ana']);
    expect(results[2]!.state.retries).toBe(2);
  });

  it.each([
    ['email', 'Please enter a valid email.'],
    ['phone', 'Please enter a valid phone number.'],
    ['number', 'Please enter a valid number.'],
    ['text', 'Please type an answer.'],
  ] as const)(
    'asks again for %s in English for a conversation started in English',
    async (validation, retry) => {
      const results = await converse(
        askFlow({ capture: { variable: 'dato', validation } }),
        [{ text: ' ' }, { text: ' ' }],
        {
          context: { language: 'en' },
        },
      );
      // The language is kept in the stored state, so every later turn follows it.
      expect(results[0]!.state.language).toBe('en');
      expect(texts(results[1]!)).toEqual([retry]);
      expect(texts(results[2]!)).toEqual([retry]);
    },
  );

  it("says the owner's own retry message whatever the visitor's language", async () => {
    const flow = askFlow({
      capture: { variable: 'dato', validation: 'email', retryMessage: 'Ese correo no sirve' },
    });
    const results = await converse(flow, [{ text: 'x' }], { context: { language: 'en' } });
    expect(texts(results[1]!)).toEqual(['Ese correo no sirve']);
  });

  it('keeps the Spanish default for an unknown language', async () => {
    const flow = askFlow({ capture: { variable: 'dato', validation: 'email' } });
    const results = await converse(flow, [{ text: 'x' }], {
      context: { language: 'fr' as unknown as 'es' },
    });
    expect(results[0]!.state.language).toBeUndefined();
    expect(texts(results[1]!)).toEqual(['Por favor ingresa un email válido.']);
  });

  it('says the default retry message when its own comes out blank', async () => {
    const flow = askFlow({ capture: { variable: 'dato', validation: 'email', retryMessage: '{{nombre}}' } });
    const results = await converse(flow, [{ text: 'x' }]);
    expect(texts(results[1]!)).toEqual(['Por favor ingresa un email válido.']);
  });

  it('runs the older waitForResponse / variable / inputType fields once the flow is loaded', async () => {
    const older = { waitForResponse: true, variable: 'dato', inputType: 'numero' };
    expect((await converse(askFlow(older)))[0]!.input).toEqual({ kind: 'none' });
    const flow = askFlow(older, storedTestFlow);
    const results = await converse(flow, [{ text: '7' }]);
    expect(results[0]!.input).toEqual({
      kind: 'text',
      nodeId: 'ask',
      validation: 'number',
      variable: 'dato',
    });
    expect(results[1]!.state.variables.dato).toBe(7);
  });

  it('captures without a variable into last_reply only; an unknown validation reads as text', async () => {
    const results = await converse(askFlow({ capture: { validation: 'dni' } }), [{ text: 'hola' }]);
    expect(results[0]!.input).toEqual({ kind: 'text', nodeId: 'ask', validation: 'text' });
    expect(results[1]!.state.variables).toEqual({ last_reply: 'hola' });
  });

  it('treats a pressed button on a text question as an empty, invalid reply', async () => {
    const results = await converse(askFlow({ capture: { variable: 'dato' } }), [{ optionId: 'x' }]);
    expect(texts(last(results))).toEqual(['Por favor escribe una respuesta.']);
  });

  it('ends when a message has no way on', async () => {
    const flow = testFlow([node('s', 'start'), node('m', 'message', { message: 'Fin sin nodo' })], ['s->m']);
    const [result] = await converse(flow);
    expect(result).toMatchObject({ ended: true, input: { kind: 'none' } });
    expect(result!.state.currentNodeId).toBeNull();
  });
});
