import {
  checkFlowSavable,
  doBoundsIntersect,
  type FlowNode,
  flowSaveSchema,
  getNodeBounds,
  PLAN_LIMITS,
  POWER_HANDLES,
  toFlowIssues,
  validateFlow,
} from '@plubot/flow';
import { describe, expect, it } from 'vitest';
import { TEMPLATE_CATALOGUE, TEMPLATE_FILES } from './templateCatalogue';

const SPEC_TEMPLATES = [
  'Atención al Cliente',
  'Calificación de Leads',
  'Asistente IA',
  'Encuesta de Satisfacción',
  'Ventas Tienda Online',
  'Soporte Técnico',
  'Reservas de Restaurante',
  'Asistente de Eventos',
  // Business in the chat (issue #32): a booking, a payment and an order's status.
  'Reserva de citas',
  'Cobro de un pedido',
  '¿Dónde está mi pedido?',
];

describe('the template catalogue', () => {
  it('holds the spec’s eight templates and the three of issue #32, each with a unique id, both languages and its counts', () => {
    expect(TEMPLATE_CATALOGUE.map((template) => template.name.es)).toEqual(SPEC_TEMPLATES);
    const ids = TEMPLATE_CATALOGUE.map((template) => template.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const template of TEMPLATE_CATALOGUE) {
      expect(template.name.en).not.toBe(template.name.es);
      expect(template.description.en).not.toBe(template.description.es);
      expect(template.nodeCount).toBe(template.flow.nodes.length);
      expect(template.edgeCount).toBe(template.flow.edges.length);
      expect(template.flow.flowName).toBe(template.name.es);
    }
  });

  describe.each(
    TEMPLATE_CATALOGUE.map((template, index) => [template.id, template, TEMPLATE_FILES[index]] as const),
  )('%s', (_id, { flow }, file) => {
    it('passes the server save schema as stored in its file', () => {
      const parsed = flowSaveSchema.safeParse((file as { flow: unknown }).flow);
      expect(parsed.success ? [] : toFlowIssues(parsed.error)).toEqual([]);
    });

    it("passes the editor's save rule and validation: every node reached and every route ends", () => {
      expect(checkFlowSavable(flow).ok).toBe(true);
      const validation = validateFlow(flow);
      expect(validation.issues).toEqual([]);
      expect(validation.warnings).toEqual([]);
      expect(validation.suggestions).toEqual([]);
    });

    it('keeps every decision within the free plan’s buttons, each button leading to its option node', () => {
      const byId = new Map(flow.nodes.map((node) => [node.id, node]));
      for (const decision of flow.nodes.filter((node) => node.type === 'decision')) {
        const conditions = decision.data.conditions ?? [];
        expect(conditions.length).toBeGreaterThanOrEqual(2);
        expect(conditions.length).toBeLessThanOrEqual(PLAN_LIMITS.free.menuButtons);
        for (const condition of conditions) {
          const edge = flow.edges.find(
            (candidate) =>
              candidate.source === decision.id && candidate.sourceHandle === `output-${condition.id}`,
          );
          const option = edge ? byId.get(edge.target) : undefined;
          expect(option?.type, `${decision.id} → ${condition.text}`).toBe('option');
          expect(option?.type === 'option' && option.data.conditionId).toBe(condition.id);
        }
      }
    });

    it('uses the node types that make it useful: validated capture, a decision, an end', () => {
      const types = new Set(flow.nodes.map((node) => node.type));
      expect(types).toContain('start');
      expect(types).toContain('decision');
      expect(types).toContain('end');
      const validations = flow.nodes.flatMap((node) => captureOf(node)?.validation ?? []);
      expect(validations.length).toBeGreaterThan(0);
      expect(validations.some((kind) => kind !== 'text')).toBe(true);
    });

    it('leaves each power node’s connection to the owner, its error way first', () => {
      // Until the owner picks a connection the node passes on by its first edge: the error message.
      for (const node of flow.nodes.filter((candidate) => candidate.type === 'power')) {
        expect(node.type === 'power' && node.data.connectionId, node.id).toBeUndefined();
        const first = flow.edges.find((edge) => edge.source === node.id);
        expect(first?.sourceHandle, node.id).toBe(POWER_HANDLES.error);
      }
    });

    it('lays its nodes out without overlaps', () => {
      const overlaps: string[] = [];
      flow.nodes.forEach((node, index) => {
        for (const other of flow.nodes.slice(index + 1)) {
          if (doBoundsIntersect(getNodeBounds(node), getNodeBounds(other)))
            overlaps.push(`${node.id} × ${other.id}`);
        }
      });
      expect(overlaps).toEqual([]);
    });
  });

  it('saves a lead in every template that collects contact data', () => {
    for (const template of TEMPLATE_CATALOGUE) {
      const saves = template.flow.nodes.some(
        (node) => node.type === 'action' && node.data.actionType === 'saveData',
      );
      expect(saves, template.id).toBe(true);
    }
  });
});

function captureOf(node: FlowNode): { validation?: string } | undefined {
  if (node.type !== 'message') return undefined;
  const capture = (node.data as { capture?: unknown }).capture;
  return typeof capture === 'object' && capture !== null ? (capture as { validation?: string }) : undefined;
}
