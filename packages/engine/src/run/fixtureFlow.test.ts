import { describe, expect, it } from 'vitest';
import { compileFlow } from '../compile/compileFlow';
import type { ConversationState } from '../model/conversationStateSchema';
import { continueConversation } from './continueConversation';
import { startConversation } from './startConversation';

/** The flow a new bot typically gets: greet, ask the name, offer two paths, say goodbye. */
const FIXTURE = {
  nodes: [
    {
      id: 'start-1',
      type: 'start',
      position: { x: 100, y: 100 },
      data: { label: 'Inicio', dynamicContent: '¡Hola! Soy tu asistente.' },
    },
    {
      id: 'message-1',
      type: 'message',
      position: { x: 100, y: 250 },
      data: {
        label: 'Nombre',
        message: '¿Cómo te llamas?',
        capture: { variable: 'nombre', validation: 'text' },
      },
    },
    {
      id: 'decision-1',
      type: 'decision',
      position: { x: 100, y: 400 },
      data: {
        label: 'Interés',
        question: 'Encantado, {{nombre}}. ¿Qué te interesa?',
        conditions: [
          { id: 'decision-1-cond-0', text: 'Precios', color: '#2196F3' },
          { id: 'decision-1-cond-1', text: 'Soporte', color: '#F44336' },
        ],
        handleIds: ['output-decision-1-cond-0', 'output-decision-1-cond-1'],
      },
    },
    {
      id: 'option-1',
      type: 'option',
      position: { x: -25, y: 600 },
      data: {
        label: 'Precios',
        sourceNode: 'decision-1',
        conditionId: 'decision-1-cond-0',
        sourceHandle: 'decision-1-cond-0',
      },
    },
    {
      id: 'option-2',
      type: 'option',
      position: { x: 225, y: 600 },
      data: {
        label: 'Soporte',
        sourceNode: 'decision-1',
        conditionId: 'decision-1-cond-1',
        sourceHandle: 'decision-1-cond-1',
      },
    },
    {
      id: 'end-1',
      type: 'end',
      position: { x: -25, y: 800 },
      data: { label: 'Fin', endMessage: 'Nuestros planes empiezan en 10 USD. ¡Gracias, {{nombre}}!' },
    },
    {
      id: 'end-2',
      type: 'end',
      position: { x: 225, y: 800 },
      data: { label: 'Fin', endMessage: 'Te contactará soporte, {{nombre}}.' },
    },
  ],
  edges: [
    { id: 'e1', source: 'start-1', target: 'message-1', sourceHandle: 'output' },
    { id: 'e2', source: 'message-1', target: 'decision-1' },
    {
      id: 'e3',
      source: 'decision-1',
      target: 'option-1',
      sourceHandle: 'output-decision-1-cond-0',
      type: 'eliteEdge',
    },
    {
      id: 'e4',
      source: 'decision-1',
      target: 'option-2',
      sourceHandle: 'output-decision-1-cond-1',
      type: 'eliteEdge',
    },
    { id: 'e5', source: 'option-1', target: 'end-1' },
    { id: 'e6', source: 'option-2', target: 'end-2' },
  ],
};

describe('a fixture flow, turn by turn', () => {
  const flow = compileFlow({ ...FIXTURE, revision: 3 });
  const options = [
    { id: 'decision-1-cond-0', label: 'Precios' },
    { id: 'decision-1-cond-1', label: 'Soporte' },
  ];

  it('greets, asks the name, offers the choice and ends on the chosen branch', async () => {
    const first = await startConversation(flow, { name: 'Plubot' }, { flowRevision: 3, channel: 'web' });
    expect(first.messages).toEqual([
      { id: '1-0', nodeId: 'start-1', text: '¡Hola! Soy tu asistente.' },
      { id: '1-1', nodeId: 'message-1', text: '¿Cómo te llamas?' },
    ]);
    expect(first.input).toEqual({
      kind: 'text',
      nodeId: 'message-1',
      validation: 'text',
      variable: 'nombre',
    });

    let state: ConversationState = JSON.parse(JSON.stringify(first.state));
    const second = await continueConversation(flow, state, { text: 'Ana' });
    expect(second.messages).toEqual([
      { id: '2-0', nodeId: 'decision-1', text: 'Encantado, Ana. ¿Qué te interesa?', buttons: options },
    ]);
    expect(second.input).toEqual({ kind: 'choice', nodeId: 'decision-1', options });

    state = JSON.parse(JSON.stringify(second.state));
    const third = await continueConversation(flow, state, { text: 'precios' });
    expect(third.messages).toEqual([
      { id: '3-0', nodeId: 'end-1', text: 'Nuestros planes empiezan en 10 USD. ¡Gracias, Ana!' },
    ]);
    expect(third).toMatchObject({ ended: true, input: { kind: 'none' } });
    expect(third.state).toEqual({
      version: 1,
      flowRevision: 3,
      currentNodeId: null,
      input: { kind: 'none' },
      variables: { nombre: 'Ana', last_reply: 'precios', last_choice: 'Precios' },
      ended: true,
      turn: 3,
      retries: 0,
    });
  });

  it('takes the other branch by button on WhatsApp-style numbered replies too', async () => {
    const first = await startConversation(
      flow,
      { name: 'Plubot', initialMessage: 'Bienvenido a Plubot' },
      { flowRevision: 3, channel: 'whatsapp' },
    );
    expect(first.messages[0]!.text).toBe('¡Hola! Soy tu asistente.');
    const second = await continueConversation(flow, first.state, { text: 'Luis' });
    const third = await continueConversation(flow, second.state, { text: '2' });
    expect(third.messages.map((message) => message.text)).toEqual(['Te contactará soporte, Luis.']);
  });
});
