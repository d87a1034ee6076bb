import { describe, expect, it } from 'vitest';
import { graph, node } from '../testing/graphBuilders';
import { checkFlowSavable } from './checkFlowSavable';
import { validateFlow } from './validateFlow';

describe('checkFlowSavable', () => {
  it("refuses an empty flow with 'No hay nodos para guardar'", () => {
    expect(checkFlowSavable({ nodes: [], edges: [] })).toEqual({
      ok: false,
      error: { code: 'save.noNodes', message: 'No hay nodos para guardar' },
    });
  });

  it('names what is missing', () => {
    const message = (nodes: Parameters<typeof graph>[0]) => {
      const result = checkFlowSavable(graph(nodes));
      return result.ok ? undefined : result.error.message;
    };
    expect(message([node('m', 'message')])).toBe(
      'Se requiere al menos un nodo de inicio y un nodo de fin conectados. Falta: inicio, fin',
    );
    expect(message([node('s', 'start')])).toBe(
      'Se requiere al menos un nodo de inicio y un nodo de fin conectados. Falta: fin',
    );
    expect(message([node('e', 'end')])).toBe(
      'Se requiere al menos un nodo de inicio y un nodo de fin conectados. Falta: inicio',
    );
    expect(message([node('s', 'start'), node('e', 'end')])).toBeUndefined();
  });
});

describe('validateFlow', () => {
  it("says 'No hay nodos para validar' for an empty flow", () => {
    expect(validateFlow({ nodes: [], edges: [] })).toEqual({
      valid: false,
      issues: [{ code: 'validation.noNodes', message: 'No hay nodos para validar' }],
      warnings: [],
      suggestions: [],
    });
  });

  it('passes a complete flow without remarks', () => {
    const result = validateFlow(
      graph([node('s', 'start'), node('m', 'message'), node('e', 'end')], ['s->m', 'm->e']),
    );
    expect(result).toMatchObject({ valid: true, issues: [], warnings: [], suggestions: [] });
  });

  it('warns about incomplete routes, nodes without input or output, and suggests decision outputs', () => {
    const result = validateFlow(
      graph(
        [
          node('s', 'start'),
          node('d', 'decision', 0, 0, { label: 'Pregunta' }),
          node('x', 'message'),
          node('e', 'end'),
        ],
        ['s->d', 'd->e'],
      ),
    );
    expect(result.valid).toBe(true);
    expect(result.warnings.map((w) => w.message)).toEqual([
      'El nodo "x" no tiene conexiones de entrada.',
      'El nodo "x" no tiene conexiones de salida.',
    ]);
    expect(result.suggestions.map((s) => s.message)).toEqual([
      'El nodo de decisión "Pregunta" tiene menos de 2 salidas.',
    ]);

    const incomplete = validateFlow(
      graph([node('s', 'start'), node('m', 'message'), node('e', 'end')], ['s->m']),
    );
    expect(incomplete.warnings[0]).toEqual({
      code: 'validation.incompleteRoutes',
      message: 'Hay 1 rutas que no terminan en un nodo de fin.',
      params: { n: 1 },
    });
  });

  it('reports a missing start or end as an issue', () => {
    const result = validateFlow(graph([node('m', 'message')]));
    expect(result.valid).toBe(false);
    expect(result.issues[0]?.code).toBe('save.missingStartOrEnd');
  });
});
