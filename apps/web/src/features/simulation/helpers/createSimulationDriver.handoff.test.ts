import { describe, expect, it } from 'vitest';
import type { ChatLiveEvent } from '../../chat';
import { createSimulationDriver } from './createSimulationDriver';

/** start → «Hablar con una persona» (always available) → a question → end. */
const nodes = [
  { id: 'start-1', type: 'start', position: { x: 0, y: 0 }, data: { label: 'Inicio' } },
  {
    id: 'human',
    type: 'handoff',
    position: { x: 0, y: 100 },
    data: { message: 'Te paso con Ana.' },
  },
  {
    id: 'ask',
    type: 'message',
    position: { x: 0, y: 200 },
    data: { message: '¿Algo más?', capture: { variable: 'mas', validation: 'text' } },
  },
  { id: 'end', type: 'end', position: { x: 0, y: 300 }, data: { endMessage: 'Adiós.' } },
];
const edges = [
  { id: 'e1', source: 'start-1', target: 'human' },
  { id: 'e2', source: 'human', target: 'ask' },
  { id: 'e3', source: 'ask', target: 'end' },
];

function simulate() {
  const driver = createSimulationDriver({
    nodes,
    edges,
    bot: { name: 'Nova' },
    effects: {},
    personName: 'Tú',
    returnedNote: 'La conversación vuelve al asistente automático.',
  });
  const events: ChatLiveEvent[] = [];
  driver.listen?.((event) => events.push(event));
  return { driver, events };
}

describe('the simulation when the flow hands the conversation to a person', () => {
  it('says the node’s message and lets the owner answer as the person', async () => {
    const { driver, events } = simulate();
    const first = await driver.start();
    expect(first.messages.map((m) => m.text)).toContain('Te paso con Ana.');
    expect(first.handoff).toEqual({ status: 'person', agentName: 'Tú' });
    expect(driver.isHeld()).toBe(true);
    // The visitor writes: the bot keeps quiet.
    expect((await driver.reply({ text: '¿Hola?' })).messages).toEqual([]);
    driver.personSays('  Hola, soy Ana.  ');
    driver.personSays('   ');
    expect(events).toEqual([
      { type: 'message', message: { seq: 1_000_001, from: 'person', text: 'Hola, soy Ana.', author: 'Tú' } },
    ]);
  });

  it('gives the conversation back: a note, the next node’s question, and the bot answers again', async () => {
    const { driver, events } = simulate();
    await driver.start();
    await driver.giveBack();
    expect(driver.isHeld()).toBe(false);
    expect(
      events.map((event) =>
        event.type === 'message' ? [event.message.from, event.message.text] : event.type,
      ),
    ).toEqual([
      ['system', 'La conversación vuelve al asistente automático.'],
      ['bot', '¿Algo más?'],
      'status',
    ]);
    expect(events.at(-1)).toEqual({ type: 'status', handoff: { status: 'bot', agentName: null } });
    expect(await driver.sync?.()).toMatchObject({ input: { kind: 'text', nodeId: 'ask' }, ended: false });
    expect((await driver.reply({ text: 'No' })).messages.map((m) => m.text)).toEqual(['Adiós.']);
    // Nothing to give back any more; the person cannot write.
    driver.personSays('¿Sigues?');
    await driver.giveBack();
    expect(events).toHaveLength(3);
  });

  it('hands the conversation to a person when the visitor asks for one, as the live chat does', async () => {
    const driver = createSimulationDriver({
      nodes: [
        nodes[0],
        {
          id: 'ask',
          type: 'message',
          position: { x: 0, y: 100 },
          data: { message: '¿Nombre?', capture: { variable: 'n' } },
        },
        nodes[3],
      ],
      edges: [
        { id: 'a', source: 'start-1', target: 'ask' },
        { id: 'b', source: 'ask', target: 'end' },
      ],
      bot: { name: 'Nova' },
      effects: {},
      personName: 'Tú',
      askedNote: 'Te paso con una persona del equipo.',
    });
    await driver.start();
    const asked = await driver.reply({ text: 'Quiero hablar con una persona' });
    expect(asked).toMatchObject({
      handoff: { status: 'person' },
      messages: [{ text: 'Te paso con una persona del equipo.' }],
    });
    expect(driver.isHeld()).toBe(true);
    await driver.giveBack();
    expect(await driver.sync?.()).toMatchObject({ input: { kind: 'text', nodeId: 'ask' } });
  });
});
