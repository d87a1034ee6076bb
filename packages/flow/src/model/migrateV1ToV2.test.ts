import { describe, expect, it } from 'vitest';
import { loadFlow } from '../load/loadFlow';
import { migrateFlow } from './migrateFlow';
import { migrateV1ToV2 } from './migrateV1ToV2';

const at = { x: 0, y: 0 };

function migrated(nodes: unknown[], edges: unknown[] = []) {
  const result = migrateFlow({ version: 1, nodes, edges });
  if (!result.ok) throw new Error('migration failed');
  return result.value.flow as unknown as { nodes: { data: unknown }[]; edges: unknown[] };
}

describe('migrateV1ToV2', () => {
  it('turns an old waiting message into a capture and its text into message', () => {
    const flow = migrated([
      {
        id: 'm',
        type: 'message',
        position: at,
        data: {
          text: 'Tu correo?',
          waitForResponse: true,
          variable: ' email ',
          inputType: 'Correo',
          retryMessage: ' Otra vez ',
        },
      },
    ]);
    expect(flow.nodes[0]?.data).toEqual({
      message: 'Tu correo?',
      capture: { validation: 'email', variable: 'email', retryMessage: 'Otra vez' },
    });
  });

  it('drops old fields of a message that does not wait, and keeps a written message over its text', () => {
    const flow = migrated([
      {
        id: 'm',
        type: 'message',
        position: at,
        data: { message: 'Hola', text: 'Viejo', waitForResponse: false, variable: 'x' },
      },
    ]);
    expect(flow.nodes[0]?.data).toEqual({ message: 'Hola' });
  });

  it('normalises a capture: true, unknown validations and blank names', () => {
    const flow = migrated([
      { id: 'a', type: 'message', position: at, data: { capture: true } },
      { id: 'b', type: 'message', position: at, data: { capture: { variable: '  ', validation: 'dni' } } },
      {
        id: 'c',
        type: 'message',
        position: at,
        data: { capture: { variable: 'x' }, waitForResponse: true, inputType: 'tel' },
      },
    ]);
    expect(flow.nodes.map((node) => node.data)).toEqual([
      { capture: { validation: 'text' } },
      { capture: { validation: 'text' } },
      { capture: { validation: 'text', variable: 'x' } },
    ]);
  });

  it("moves a decision's message into question and an AI node's other prompt name into its own", () => {
    const flow = migrated([
      { id: 'd', type: 'decision', position: at, data: { message: '¿Sí o no?', conditions: [] } },
      { id: 'a', type: 'ai', position: at, data: { prompt: 'Resume' } },
      { id: 'p', type: 'aiNodePro', position: at, data: { promptTemplate: 'Traduce' } },
    ]);
    expect(flow.nodes.map((node) => node.data)).toEqual([
      { question: '¿Sí o no?', conditions: [] },
      { promptTemplate: 'Resume' },
      { prompt: 'Traduce' },
    ]);
  });

  it('writes placeholder, index, bare-id and emotion handles as the editor draws them', () => {
    const decision = {
      id: 'd',
      type: 'decision',
      position: at,
      data: {
        conditions: [
          { id: 'si', text: 'Sí' },
          { id: 'no', text: 'No' },
        ],
      },
    };
    const flow = migrated(
      [
        decision,
        { id: 'e', type: 'emotionDetection', position: at, data: {} },
        { id: 'm', type: 'message', position: at, data: {} },
      ],
      [
        { id: '1', source: 'd', target: 'm', sourceHandle: 'output-1' },
        { id: '2', source: 'd', target: 'm', sourceHandle: 'si' },
        { id: '3', source: 'd', target: 'm', sourceHandle: 'output-si' },
        { id: '4', source: 'e', target: 'm', sourceHandle: 'happy' },
        { id: '5', source: 'e', target: 'm', sourceHandle: 'emotion-sad' },
        { id: '6', source: 'm', target: 'd', sourceHandle: 'undefined' },
        { id: '7', source: 'm', target: 'd', sourceHandle: 'output' },
        { id: '8', source: 'm', target: 'd', sourceHandle: null },
      ],
    );
    expect(flow.edges.map((edge) => (edge as { sourceHandle?: string }).sourceHandle)).toEqual([
      'output-no',
      'output-si',
      'output-si',
      'output-happy',
      'output-sad',
      undefined,
      undefined,
      undefined,
    ]);
  });

  it("renames an action's older parameter names to the ones its form writes", () => {
    const action = (actionType: string, parameters: object) => ({
      id: actionType,
      type: 'action',
      position: at,
      data: { actionType, parameters },
    });
    const flow = migrated([
      action('sendEmail', { email: 'a@b.co', message: 'Hola' }),
      action('sendNotification', { text: 'Aviso' }),
      action('transformData', { targetVariable: 'x', template: '{{y}}', operation: 'trim', variable: '' }),
    ]);
    expect(flow.nodes.map((node) => (node.data as { parameters: unknown }).parameters)).toEqual([
      { to: 'a@b.co', body: 'Hola' },
      { message: 'Aviso' },
      { variable: 'x', value: '{{y}}', transform: 'trim' },
    ]);
  });

  it('changes nothing on a flow already in the current shape', () => {
    const once = migrateV1ToV2({
      nodes: [
        {
          id: 'm',
          type: 'message',
          position: at,
          data: { text: 'Hola', waitForResponse: true, inputType: 'numero' },
        },
        {
          id: 'd',
          type: 'decision',
          position: at,
          data: { message: '¿?', conditions: [{ id: 'c', text: 'C' }] },
        },
      ],
      edges: [{ id: 'e', source: 'd', target: 'm', sourceHandle: 'output-0' }],
    });
    expect(migrateV1ToV2(once)).toEqual(once);
  });

  it('lets loadFlow keep an edge the engine followed through a placeholder handle', () => {
    const result = loadFlow({
      version: 1,
      nodes: [
        { id: 'a', type: 'message', position: at, data: {} },
        { id: 'b', type: 'end', position: at, data: {} },
      ],
      edges: [{ id: 'e', source: 'a', target: 'b', sourceHandle: 'undefined' }],
    });
    expect(result.ok && result.value.flow.edges.map((edge) => edge.id)).toEqual(['e']);
  });
});
