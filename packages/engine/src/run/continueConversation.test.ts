import { describe, expect, it } from 'vitest';
import type { ConversationState } from '../model/conversationStateSchema';
import { converse, events, last, node, testFlow, texts } from '../testing/testFlow';
import { continueConversation } from './continueConversation';

const nodes = [
  node('s', 'start', { dynamicContent: 'Hola' }),
  node('ask', 'message', { message: '¿Nombre?', capture: { variable: 'nombre' } }),
  node('e', 'end', { endMessage: 'Chao {{nombre}}' }),
];
const flow = testFlow(nodes, ['s->ask', 'ask->e'], 1);

describe('continueConversation', () => {
  it('ignores replies to an ended conversation: no messages, still ended', async () => {
    const results = await converse(flow, [{ text: 'Ana' }, { text: '¿hola?' }]);
    expect(texts(results[1]!)).toEqual(['Chao Ana']);
    const after = last(results);
    expect(after.messages).toEqual([]);
    expect(after).toMatchObject({ ended: true, input: { kind: 'none' } });
    expect(after.state).toEqual(results[1]!.state);
    expect(events(after)).toEqual(['ignored-ended']);
  });

  it('numbers turns and message ids deterministically', async () => {
    const results = await converse(flow, [{ text: 'Ana' }]);
    expect(results.map((result) => result.state.turn)).toEqual([1, 2]);
    expect(results[1]!.messages[0]!.id).toBe('2-0');
    const again = await converse(flow, [{ text: 'Ana' }]);
    expect(again).toEqual(results);
  });

  it("never mutates the caller's state", async () => {
    const [first] = await converse(flow);
    const frozen = structuredClone(first!.state);
    await continueConversation(flow, first!.state, { text: 'Ana' });
    expect(first!.state).toEqual(frozen);
  });

  it('restarts from the start node, keeping variables, when the waiting node is gone', async () => {
    const [first] = await converse(flow, [], { context: { variables: { plan: 'pro' } } });
    const edited = testFlow(
      [
        node('s', 'start', { dynamicContent: 'Hola de nuevo' }),
        node('q', 'message', { message: '¿Email?', capture: { variable: 'email' } }),
      ],
      ['s->q'],
      2,
    );
    const result = await continueConversation(edited, first!.state, { text: 'Ana' });
    expect(texts(result)).toEqual([
      'El flujo de este bot cambió, así que empezamos de nuevo.',
      'Hola de nuevo',
      '¿Email?',
    ]);
    expect(result.state).toMatchObject({
      flowRevision: 2,
      currentNodeId: 'q',
      variables: { plan: 'pro', last_reply: 'Ana' },
    });
    expect(events(result)).toContain('flow-revision-changed');
  });

  it('restarts when the waiting node changed type, and ends cleanly when there is no start any more', async () => {
    const [first] = await converse(flow);
    const retyped = testFlow([node('s', 'start'), node('ask', 'decision'), node('e', 'end')], ['s->e']);
    expect(texts(await continueConversation(retyped, first!.state, { text: 'x' }))[0]).toBe(
      'El flujo de este bot cambió, así que empezamos de nuevo.',
    );
    const empty = await continueConversation(testFlow([]), first!.state, { text: 'x' });
    expect(texts(empty)).toEqual(['Este bot todavía no tiene un flujo para conversar.']);
    expect(empty.ended).toBe(true);
  });

  it('keeps going on an edited flow when the waiting node is still there', async () => {
    const [first] = await converse(flow);
    const edited = testFlow(nodes, ['s->ask'], 5);
    const result = await continueConversation(edited, first!.state, { text: 'Ana' });
    expect(result.ended).toBe(true);
    expect(result.state.flowRevision).toBe(5);
    expect(result.messages).toEqual([]);
  });

  it('moves on when the waiting decision lost all its conditions', async () => {
    const asking = testFlow(
      [
        node('s', 'start'),
        node('d', 'decision', { question: '?', conditions: [{ id: 'c', text: 'Sí' }] }),
        node('e', 'end', { endMessage: 'Fin' }),
      ],
      ['s->d', 'd->e@output-c'],
    );
    const [first] = await converse(asking);
    const edited = testFlow(
      [
        node('s', 'start'),
        node('d', 'decision', { question: '?', conditions: [] }),
        node('e', 'end', { endMessage: 'Fin' }),
      ],
      ['s->d', 'd->e'],
    );
    const result = await continueConversation(edited, first!.state, { text: 'Sí' });
    expect(texts(result)).toEqual(['Fin']);
    expect(result.ended).toBe(true);
  });

  it('recovers from an unreadable stored state by restarting', async () => {
    const broken = {
      version: 9,
      variables: { nombre: 'Ana', raro: { x: 1 } },
      turn: 4,
    } as unknown as ConversationState;
    const result = await continueConversation(flow, broken, { text: 'hola' });
    expect(events(result)).toContain('invalid-state');
    expect(result.state).toMatchObject({
      turn: 5,
      currentNodeId: 'ask',
      variables: { nombre: 'Ana', last_reply: 'hola' },
    });
    expect(await continueConversation(flow, null as unknown as ConversationState, {})).toMatchObject({
      ended: false,
    });
  });

  it('cuts very long replies and keeps last_reply up to date', async () => {
    const results = await converse(flow, [{ text: `  ${'a'.repeat(5000)}` }]);
    expect(String(results[1]!.state.variables.nombre).length).toBeLessThanOrEqual(2000);
    expect(results[1]!.state.variables.last_reply).toBe(results[1]!.state.variables.nombre);
  });
});
