import { FLOW_VERSION } from '@plubot/flow';
import { describe, expect, it } from 'vitest';
import { TEMPLATE_FILES, templateFileSchema } from './templateCatalogue';

describe('templateFileSchema', () => {
  it('reads a template file written at an older flow version in the current shape', () => {
    const file = structuredClone(TEMPLATE_FILES[0]) as { flow: Record<string, unknown> };
    const at = { x: 0, y: 0 };
    file.flow = {
      ...file.flow,
      version: 1,
      nodes: [
        { id: 'start-1', type: 'start', position: at, data: { label: 'Inicio' } },
        {
          id: 'ask',
          type: 'message',
          position: at,
          data: { text: '¿Tu correo?', waitForResponse: true, inputType: 'correo' },
        },
      ],
      edges: [{ id: 'e', source: 'start-1', target: 'ask' }],
    };
    const parsed = templateFileSchema.parse(file);
    expect(parsed.flow.version).toBe(FLOW_VERSION);
    expect(parsed.flow.nodes[1]?.data).toEqual({ message: '¿Tu correo?', capture: { validation: 'email' } });
  });
});
