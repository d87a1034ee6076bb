import type { FlowNode } from '@plubot/flow';
import { describe, expect, it } from 'vitest';
import { listFlowVariables } from './listFlowVariables';

const at = { x: 0, y: 0 };

describe('listFlowVariables', () => {
  it('always offers the last reply and the last choice', () => {
    expect(listFlowVariables([])).toEqual(['last_reply', 'last_choice']);
  });

  it('lists what each node sets, with the engine’s defaults, once each', () => {
    const nodes: FlowNode[] = [
      {
        id: 'm',
        type: 'message',
        position: at,
        data: { capture: { variable: 'email', validation: 'email' } },
      },
      { id: 'm2', type: 'message', position: at, data: { capture: { variable: ' email ' } } },
      { id: 'a', type: 'ai', position: at, data: {} },
      { id: 'e', type: 'emotionDetection', position: at, data: { outputVariable: 'animo' } },
      {
        id: 'h',
        type: 'httpRequest',
        position: at,
        data: { responseMapping: [{ id: 'r', source: 'status_code', targetVariable: 'estado' }] },
      },
      {
        id: 'd',
        type: 'databaseNode',
        position: at,
        data: { operation: 'lookup', resultVariable: 'cliente' },
      },
      {
        id: 't',
        type: 'action',
        position: at,
        data: { actionType: 'transformData', parameters: { variable: 'nombre_mayus' } },
      },
      { id: 'c', type: 'action', position: at, data: { actionType: 'apiCall', parameters: {} } },
    ];
    expect(listFlowVariables(nodes)).toEqual([
      'last_reply',
      'last_choice',
      'email',
      'ai_response',
      'animo',
      'estado',
      'cliente',
      'nombre_mayus',
      'api_response',
      'api_response_status',
    ]);
  });
});
