import { describe, expect, it } from 'vitest';
import { FULL_CONTEXT, findingsOf } from '../../testing/doctorTestKit';
import { edge, node } from '../../testing/graphBuilders';

const conditions = ['Precios', 'Horario', 'Ubicación', 'Contacto', 'Otro'].map((text, at) => ({
  id: `c${at}`,
  text,
}));
const flow = {
  nodes: [
    node('s', 'start'),
    node('menu', 'decision', 0, 0, { label: 'Menú', conditions }),
    node('e', 'end'),
  ],
  edges: [edge('s', 'menu'), edge('menu', 'e')],
};

describe('tooManyMenuButtons', () => {
  it('flags a menu with more buttons than the plan shows, naming those that will not show', () => {
    const [finding] = findingsOf('tooManyMenuButtons', flow, { ...FULL_CONTEXT, maxMenuButtons: 3 });
    expect(finding).toMatchObject({ severity: 'warning', nodeIds: ['menu'] });
    expect(finding?.message.message).toBe(
      '«Menú» ofrece 5 botones, pero tu plan muestra 3: no se verán «Contacto», «Otro».',
    );
    expect(finding?.fixes).toBeUndefined();
  });

  it('is quiet within the limit or without one', () => {
    expect(findingsOf('tooManyMenuButtons', flow, { ...FULL_CONTEXT, maxMenuButtons: 5 })).toEqual([]);
    expect(findingsOf('tooManyMenuButtons', flow, FULL_CONTEXT)).toEqual([]);
  });
});
