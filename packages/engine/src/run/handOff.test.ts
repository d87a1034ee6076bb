import { describe, expect, it } from 'vitest';
import { converse, events, node, testFlow, texts } from '../testing/testFlow';
import { continueConversation } from './continueConversation';
import { closeConversation, handOffToPerson, resumeConversation } from './handOff';

const nodes = [
  node('s', 'start', { dynamicContent: 'Hola' }),
  node('ask', 'message', { message: '¿Nombre?', capture: { variable: 'nombre' } }),
  node('mail', 'message', {
    message: '¿Correo, {{nombre}}?',
    capture: { variable: 'email', validation: 'email' },
  }),
  node('bye', 'end', { endMessage: 'Gracias, {{nombre}}' }),
];
const flow = testFlow(nodes, ['s->ask', 'ask->mail', 'mail->bye'], 1);

async function waitingForName() {
  const [first] = await converse(flow);
  return first!.state;
}

describe('handOffToPerson', () => {
  it('keeps the conversation where it is and remembers to ask again what it was waiting for', async () => {
    const state = await waitingForName();
    const held = handOffToPerson(state);
    expect(held.handoff).toEqual({ reason: 'keyword', nodeId: null, resumeNodeId: 'ask' });
    expect(held.input).toEqual(state.input);
    expect(handOffToPerson(held)).toBe(held);
  });

  it('leaves an ended conversation as it is', async () => {
    const state = { ...(await waitingForName()), ended: true };
    expect(handOffToPerson(state)).toBe(state);
  });
});

describe('while a person holds the conversation', () => {
  it('the bot answers nothing and the state does not move', async () => {
    const held = handOffToPerson(await waitingForName());
    const result = await continueConversation(flow, held, { text: 'Ana' });
    expect(result.messages).toEqual([]);
    expect(result.state).toEqual(held);
    expect(events(result)).toEqual(['ignored-handoff']);
  });
});

describe('resumeConversation', () => {
  it('asks again what it was waiting for by default, keeping the variables, then goes on as usual', async () => {
    const held = handOffToPerson({ ...(await waitingForName()), variables: { origen: 'web' } });
    const back = await resumeConversation(flow, held, null);
    expect(texts(back)).toEqual(['¿Nombre?']);
    expect(back.state.handoff).toBeUndefined();
    expect(back.state).toMatchObject({
      currentNodeId: 'ask',
      turn: held.turn + 1,
      variables: { origen: 'web' },
    });
    const next = await continueConversation(flow, back.state, { text: 'Ana' });
    expect(texts(next)).toEqual(['¿Correo, Ana?']);
  });

  it('goes on at the node the person chose', async () => {
    const held = handOffToPerson({ ...(await waitingForName()), variables: { nombre: 'Eva' } });
    const back = await resumeConversation(flow, held, 'bye');
    expect(texts(back)).toEqual(['Gracias, Eva']);
    expect(back.ended).toBe(true);
  });

  it('ends the conversation when there is nowhere to go on', async () => {
    const held = handOffToPerson(await waitingForName());
    const back = await resumeConversation(flow, held, 'gone');
    expect(back).toMatchObject({ ended: true, messages: [] });
    expect(back.state.handoff).toBeUndefined();
  });
});

describe('closeConversation', () => {
  it("ends with the flow's End message", async () => {
    const held = handOffToPerson({ ...(await waitingForName()), variables: { nombre: 'Leo' } });
    const closed = await closeConversation(flow, held);
    expect(texts(closed)).toEqual(['Gracias, Leo']);
    expect(closed).toMatchObject({ ended: true, input: { kind: 'none' } });
    expect(closed.state.handoff).toBeUndefined();
  });

  it('ends quietly when the flow has no End node', async () => {
    const bare = testFlow(nodes.slice(0, 2), ['s->ask'], 1);
    const [first] = await converse(bare);
    const closed = await closeConversation(bare, handOffToPerson(first!.state));
    expect(closed).toMatchObject({ ended: true, messages: [] });
  });
});
