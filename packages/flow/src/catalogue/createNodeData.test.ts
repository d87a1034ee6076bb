import { describe, expect, it } from 'vitest';
import { nodeSchema } from '../model/nodeSchema';
import { NODE_TYPES } from '../model/nodeTypes';
import { createInitialFlow } from './createInitialFlow';
import { createNode } from './createNode';
import { createNodeData } from './createNodeData';
import { getDefaultNodeLabel } from './getDefaultNodeLabel';

describe('createNodeData', () => {
  it('gives the defaults by type of spec §3', () => {
    expect(createNodeData('message', 'm')).toEqual({
      label: 'Nuevo mensaje',
      message: 'Escribe tu mensaje aquí',
    });
    expect(createNodeData('start', 's')).toEqual({
      label: 'Inicio',
      startMessage: 'Inicio de la conversación',
      dynamicContent: 'Bienvenido al flujo de inicio.',
    });
    expect(createNodeData('end', 'e')).toEqual({
      label: 'Fin',
      endMessage: 'Fin de la conversación',
      dynamicContent: 'Este es el final del flujo.',
    });
    expect(createNodeData('option', 'o')).toMatchObject({
      condition: 'Condición',
      instruction: 'Instrucciones para esta opción...',
    });
    expect(createNodeData('action', 'a')).toMatchObject({ description: 'Descripción de la acción' });
    expect(createNodeData('httpRequest', 'h')).toMatchObject({
      label: 'Llamada API',
      method: 'GET',
      bodyType: 'none',
    });
    expect(createNodeData('discord', 'd')).toMatchObject({ label: 'Discord Node', icon: '🎮' });
    expect(createNodeData('ai', 'ai')).toMatchObject({
      temperature: 0.7,
      maxTokens: 512,
      responseVariable: 'ai_response',
    });
    expect(createNodeData('aiNodePro', 'p')).toMatchObject({ temperature: 0.6, maxTokens: 200 });
    expect(createNodeData('power', 'p')).toMatchObject({ powerIcon: '⚡' });
    expect(createNodeData('emotionDetection', 'e')).toMatchObject({ outputVariable: 'detected_emotion' });
    expect(createNodeData('knowledge', 'k')).toEqual({
      label: 'Responder con conocimiento',
      question: '{{last_reply}}',
      responseVariable: 'respuesta_conocimiento',
      useAi: true,
      showSources: true,
    });
  });

  it('gives a decision the question, Sí and No with ids from the node id, and their handles', () => {
    expect(createNodeData('decision', 'dec-7')).toEqual({
      label: 'Nueva decisión',
      question: '¿Qué decisión quieres tomar?',
      conditions: [
        { id: 'dec-7-cond-0', text: 'Sí', color: '#4CAF50', condition: true },
        { id: 'dec-7-cond-1', text: 'No', color: '#F44336', condition: false },
      ],
      handleIds: ['output-dec-7-cond-0', 'output-dec-7-cond-1'],
    });
  });

  it('gives a decision dropped from the palette Opción A (blue) and Opción B (red)', () => {
    const data = createNodeData('decision', 'd', { fromPalette: true });
    expect(data.conditions).toEqual([
      { id: 'd-cond-0', text: 'Opción A', color: '#2196F3' },
      { id: 'd-cond-1', text: 'Opción B', color: '#F44336' },
    ]);
  });

  it('makes data that passes the schema for every type', () => {
    for (const type of NODE_TYPES) expect(nodeSchema.safeParse(createNode(type)).success).toBe(true);
  });
});

describe('getDefaultNodeLabel', () => {
  it('is a Spanish name for every type', () => {
    expect(getDefaultNodeLabel('action')).toBe('Nueva acción');
    expect(getDefaultNodeLabel('start')).toBe('Inicio');
    expect(getDefaultNodeLabel('end')).toBe('Fin');
  });
});

describe('createNode', () => {
  it('creates a node with default data, overrides and a new id', () => {
    const created = createNode('message', {
      position: { x: 5, y: 6 },
      data: { message: 'Hola' },
      createId: () => 'm-1',
    });
    expect(created).toEqual({
      id: 'm-1',
      type: 'message',
      position: { x: 5, y: 6 },
      data: { label: 'Nuevo mensaje', message: 'Hola' },
    });
  });

  it('makes unique ids prefixed with the type by default', () => {
    const a = createNode('end');
    const b = createNode('end');
    expect(a.id).toMatch(/^end-[0-9a-f]{12}[0-9a-z]+$/);
    expect(a.id).not.toBe(b.id);
    expect(a.position).toEqual({ x: 100, y: 100 });
  });
});

describe('createInitialFlow', () => {
  it('is one start node start-1 at 100,100 labelled Inicio, with no edges', () => {
    expect(createInitialFlow({ plubotId: 'b1' })).toEqual({
      version: 2,
      plubotId: 'b1',
      flowName: 'Flujo sin título',
      nodes: [{ id: 'start-1', type: 'start', position: { x: 100, y: 100 }, data: { label: 'Inicio' } }],
      edges: [],
      viewport: { x: 0, y: 0, zoom: 1 },
    });
  });
});
