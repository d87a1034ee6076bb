import { describe, expect, it } from 'vitest';
import { converse, last, node, storedTestFlow, testFlow, texts } from '../testing/testFlow';

const conditions = [
  { id: 'd-cond-0', text: 'Ventas' },
  { id: 'd-cond-1', text: 'Soporte técnico' },
  { id: 'd-cond-2', text: 'Otro' },
];

const decisionFlow = (decisionData: Record<string, unknown> = {}, edges?: string[], build = testFlow) =>
  build(
    [
      node('s', 'start'),
      node('d', 'decision', { question: '¿En qué te ayudo, {{nombre}}?', conditions, ...decisionData }),
      node('o0', 'option', { sourceNode: 'd', conditionId: 'd-cond-0' }),
      node('o1', 'option', { sourceNode: 'd', conditionId: 'd-cond-1' }),
      node('o2', 'option', { sourceNode: 'd', conditionId: 'd-cond-2' }),
      node('m0', 'message', { message: 'Ventas elegido' }),
      node('m1', 'message', { message: 'Soporte elegido' }),
      node('m2', 'message', { message: 'Otro elegido' }),
      node('e', 'end', { endMessage: '' }),
    ],
    edges ?? [
      's->d',
      'd->o0@output-d-cond-0',
      'd->o1@output-d-cond-1',
      'd->o2@output-d-cond-2',
      'o0->m0',
      'o1->m1',
      'o2->m2',
      'm0->e',
      'm1->e',
      'm2->e',
    ],
  );

const buttons = conditions.map(({ id, text }) => ({ id, label: text }));

describe('decision node', () => {
  it('asks its question with the conditions as buttons and waits for a choice', async () => {
    const [result] = await converse(decisionFlow(), [], { context: { variables: { nombre: 'Ana' } } });
    expect(result!.messages).toEqual([{ id: '1-0', nodeId: 'd', text: '¿En qué te ayudo, Ana?', buttons }]);
    expect(result!.input).toEqual({ kind: 'choice', nodeId: 'd', options: buttons });
  });

  it('offers at most maxButtons, and only those can be chosen', async () => {
    const results = await converse(decisionFlow(), [{ text: 'Otro' }, { text: '2' }], {
      context: { maxButtons: 2 },
    });
    expect(results[0]!.input).toEqual({ kind: 'choice', nodeId: 'd', options: buttons.slice(0, 2) });
    expect(texts(results[1]!)).toEqual(['Por favor elige una de las opciones.']);
    expect(texts(results[2]!)).toEqual(['Soporte elegido']);
  });

  it('follows the pressed button through its option node and stores the choice', async () => {
    const results = await converse(decisionFlow(), [{ optionId: 'd-cond-1' }]);
    expect(texts(results[1]!)).toEqual(['Soporte elegido']);
    expect(results[1]!.state.variables).toMatchObject({
      last_choice: 'Soporte técnico',
      last_reply: 'Soporte técnico',
    });
    expect(results[1]!.ended).toBe(true);
  });

  it('matches typed text to a button by label or number', async () => {
    expect(texts((await converse(decisionFlow(), [{ text: 'soporte TECNICO' }]))[1]!)).toEqual([
      'Soporte elegido',
    ]);
    const byNumber = await converse(decisionFlow(), [{ text: '3' }]);
    expect(texts(byNumber[1]!)).toEqual(['Otro elegido']);
    expect(byNumber[1]!.state.variables).toMatchObject({ last_choice: 'Otro', last_reply: '3' });
  });

  it('stores the choice in data.variable when the node names one', async () => {
    const results = await converse(decisionFlow({ variable: 'area' }), [{ optionId: 'd-cond-0' }]);
    expect(results[1]!.state.variables.area).toBe('Ventas');
  });

  it('asks again with the buttons for unmatched text, then accepts a valid choice', async () => {
    const results = await converse(decisionFlow(), [
      { text: 'quizás' },
      { optionId: 'nope' },
      { optionId: 'd-cond-0' },
    ]);
    expect(results[1]!.messages).toEqual([
      { id: '2-0', nodeId: 'd', text: 'Por favor elige una de las opciones.', buttons },
    ]);
    expect(results[1]!.input).toEqual(results[0]!.input);
    expect(results[2]!.state.retries).toBe(2);
    expect(texts(results[3]!)).toEqual(['Ventas elegido']);
    expect(results[3]!.state.retries).toBe(0);
  });

  it('follows older output-{index} and plain condition-id handles once the flow is loaded', async () => {
    const edges = ['s->d', 'd->m0@output-0', 'd->m1@d-cond-1', 'm0->e', 'm1->e'];
    expect(last(await converse(decisionFlow({}, edges), [{ optionId: 'd-cond-0' }])).ended).toBe(true);
    const legacy = decisionFlow({}, edges, storedTestFlow);
    expect(texts((await converse(legacy, [{ optionId: 'd-cond-0' }]))[1]!)).toEqual(['Ventas elegido']);
    expect(texts((await converse(legacy, [{ optionId: 'd-cond-1' }]))[1]!)).toEqual(['Soporte elegido']);
  });

  it('finds the option node by its data when the edge is missing, and ends when nothing leads on', async () => {
    const noEdges = decisionFlow({}, ['s->d', 'o2->m2', 'm2->e']);
    expect(texts((await converse(noEdges, [{ optionId: 'd-cond-2' }]))[1]!)).toEqual(['Otro elegido']);
    const dead = testFlow(
      [node('s', 'start'), node('d', 'decision', { question: '?', conditions }), node('e', 'end')],
      ['s->d'],
    );
    expect(last(await converse(dead, [{ optionId: 'd-cond-0' }])).ended).toBe(true);
  });

  it('labels untitled conditions and skips conditions without an id', async () => {
    const flow = testFlow(
      [
        node('s', 'start'),
        node('d', 'decision', {
          question: '',
          conditions: [{ id: 'a', text: ' ' }, { text: 'sin id' }, 'x'],
        }),
      ],
      ['s->d'],
    );
    const [result] = await converse(flow);
    expect(result!.messages[0]).toMatchObject({
      text: 'Elige una opción:',
      buttons: [{ id: 'a', label: 'Opción 1' }],
    });
  });

  it('without conditions says its question and moves along its edge', async () => {
    const flow = testFlow(
      [
        node('s', 'start'),
        node('d', 'decision', { question: '¿Seguimos?', conditions: [] }),
        node('e', 'end', { endMessage: 'Fin' }),
      ],
      ['s->d', 'd->e'],
    );
    expect(texts((await converse(flow))[0]!)).toEqual(['¿Seguimos?', 'Fin']);
  });
});

describe('decision switches', () => {
  const asking = (data: Record<string, unknown>) =>
    testFlow(
      [
        node('s', 'start'),
        node('d', 'decision', {
          question: '¿Seguimos, {{nombre}}?',
          conditions: [{ id: 'c1', text: 'Sí' }],
          ...data,
        }),
        node('o', 'option'),
      ],
      ['s->d', 'd->o@output-c1'],
    );

  it('fills variables into the question by default and keeps them literal with Variables off', async () => {
    const context = { variables: { nombre: 'Ana' } };
    const [filled] = await converse(asking({}), [], { context });
    expect(texts(filled!)).toEqual(['¿Seguimos, Ana?']);
    const [literal] = await converse(asking({ enableVariables: false }), [], { context });
    expect(texts(literal!)).toEqual(['¿Seguimos, {{nombre}}?']);
  });

  it('marks the question as Markdown when its switch is on', async () => {
    const [plain] = await converse(asking({}));
    expect(plain!.messages[0]?.format).toBeUndefined();
    const [marked] = await converse(asking({ enableMarkdown: true }), [], {
      context: { variables: { nombre: 'Ana' } },
    });
    expect(marked!.messages[0]).toMatchObject({ text: '¿Seguimos, Ana?', format: 'markdown' });
  });
});
