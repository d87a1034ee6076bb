import type { TurnResult } from '@plubot/engine';
import { describe, expect, it } from 'vitest';
import { createSimulationDriver } from './createSimulationDriver';
import { createSimulationEffects } from './createSimulationEffects';
import type { SimulationEvent } from './simulationEvents';

/** start → ask the name → decision with two options → a message per branch → save lead → end. */
const nodes = [
  { id: 'start-1', type: 'start', position: { x: 0, y: 0 }, data: { label: 'Inicio' } },
  {
    id: 'ask',
    type: 'message',
    position: { x: 0, y: 100 },
    data: { message: '¿Cómo te llamas?', capture: { variable: 'nombre', validation: 'text' } },
  },
  {
    id: 'menu',
    type: 'decision',
    position: { x: 0, y: 200 },
    data: {
      question: 'Hola, {{nombre}}. ¿Qué necesitas?',
      conditions: [
        { id: 'c1', text: 'Precios' },
        { id: 'c2', text: 'Soporte' },
      ],
    },
  },
  { id: 'o1', type: 'option', position: { x: 0, y: 300 }, data: { conditionId: 'c1', sourceNode: 'menu' } },
  { id: 'o2', type: 'option', position: { x: 0, y: 300 }, data: { conditionId: 'c2', sourceNode: 'menu' } },
  { id: 'price', type: 'message', position: { x: 0, y: 400 }, data: { message: '10 € al mes.' } },
  {
    id: 'save',
    type: 'action',
    position: { x: 0, y: 500 },
    data: {
      actionType: 'sendEmail',
      parameters: { to: 'ventas@plubot.com', subject: 'Lead {{nombre}}', body: 'x' },
    },
  },
  { id: 'end', type: 'end', position: { x: 0, y: 600 }, data: { endMessage: 'Adiós, {{nombre}}.' } },
];
const edges = [
  { id: 'e1', source: 'start-1', target: 'ask' },
  { id: 'e2', source: 'ask', target: 'menu' },
  { id: 'e3', source: 'menu', target: 'o1', sourceHandle: 'output-c1' },
  { id: 'e4', source: 'menu', target: 'o2', sourceHandle: 'output-c2' },
  { id: 'e5', source: 'o1', target: 'price' },
  { id: 'e6', source: 'price', target: 'save' },
  { id: 'e7', source: 'save', target: 'end' },
];

function setUp() {
  const events: SimulationEvent[] = [];
  const turns: TurnResult[] = [];
  const calls: string[] = [];
  const effects = createSimulationEffects(
    (event) => events.push(event),
    async (path) => {
      calls.push(path);
      throw new Error('no server in this test');
    },
  );
  const driver = createSimulationDriver({
    nodes,
    edges,
    bot: { name: 'Nova', initialMessage: '¡Hola! Soy Nova.' },
    maxButtons: 3,
    effects,
    onTurn: (turn) => turns.push(turn),
  });
  return { driver, events, turns, calls };
}

describe('createSimulationDriver', () => {
  it('runs the unsaved flow turn by turn with the real engine', async () => {
    const { driver, events, turns, calls } = setUp();
    const first = await driver.start();
    expect(first.messages.map((m) => m.text)).toEqual(['¡Hola! Soy Nova.', '¿Cómo te llamas?']);
    expect(first.input).toMatchObject({ kind: 'text', validation: 'text' });

    const second = await driver.reply({ text: 'Ana' });
    expect(second.messages[0]?.text).toBe('Hola, Ana. ¿Qué necesitas?');
    expect(second.input).toMatchObject({
      kind: 'choice',
      options: [{ label: 'Precios' }, { label: 'Soporte' }],
    });
    expect(turns.at(-1)?.state.variables.nombre).toBe('Ana');

    const third = await driver.reply({ optionId: 'c1', label: 'Precios' });
    expect(third.messages.map((m) => m.text)).toEqual(['10 € al mes.', 'Adiós, Ana.']);
    expect(third.ended).toBe(true);
    // The e-mail was described, not sent: no API call was made.
    expect(events).toEqual([{ kind: 'email', to: 'ventas@plubot.com', subject: 'Lead Ana' }]);
    expect(calls).toEqual([]);
  });

  it('starts over on restart', async () => {
    const { driver } = setUp();
    await driver.start();
    await driver.reply({ text: 'Ana' });
    const again = await driver.start();
    expect(again.input).toMatchObject({ kind: 'text' });
  });

  it('says so when the flow has no start node', async () => {
    const driver = createSimulationDriver({ nodes: [], edges: [], bot: { name: 'Nova' }, effects: {} });
    const first = await driver.start();
    expect(first.ended).toBe(true);
    expect(first.messages.at(-1)?.text).toBe('Este bot todavía no tiene un flujo para conversar.');
  });

  it('refuses a reply before the start', async () => {
    const { driver } = setUp();
    await expect(driver.reply({ text: 'hola' })).rejects.toThrow();
  });
});

describe('createSimulationDriver in English', () => {
  it("asks again in the editor's language when the owner wrote no retry message", async () => {
    const driver = createSimulationDriver({
      nodes,
      edges,
      bot: { name: 'Nova' },
      language: 'en',
      effects: createSimulationEffects(() => {}),
    });
    await driver.start();
    const retry = await driver.reply({ text: '   ' });
    expect(retry.messages.map((message) => message.text)).toEqual(['Please type an answer.']);
  });
});
