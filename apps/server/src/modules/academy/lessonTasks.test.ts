import type { FlowEdge, FlowGraph, FlowNode } from '@plubot/flow';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkDecisions, checkFirstFlow, checkLeads, checkVariables, LESSON_TASKS } from './lessonTasks';

const at = { x: 0, y: 0 };
const start = (id = 'start'): FlowNode => ({ id, type: 'start', position: at, data: { label: 'Inicio' } });
const end = (id = 'end'): FlowNode => ({ id, type: 'end', position: at, data: { label: 'Fin' } });
const message = (id: string, text: string, variable?: string): FlowNode => ({
  id,
  type: 'message',
  position: at,
  data: { label: id, message: text, ...(variable ? { capture: { variable, validation: 'text' } } : {}) },
});
const decision = (id: string): FlowNode => ({ id, type: 'decision', position: at, data: { label: id } });
const option = (id: string, decisionId: string): FlowNode => ({
  id,
  type: 'option',
  position: at,
  data: { label: id, sourceNode: decisionId, conditionId: `${id}-cond` },
});
const saveLead = (id = 'save'): FlowNode => ({
  id,
  type: 'action',
  position: at,
  data: { label: 'Guardar contacto', actionType: 'saveData', parameters: { fields: ['nombre'] } },
});
const chain = (...ids: string[]): FlowEdge[] =>
  ids
    .slice(1)
    .map((target, index) => ({ id: `e-${ids[index]}-${target}`, source: ids[index] ?? '', target }));
const keys = (hints: { key: string }[]) => hints.map((hint) => hint.key.replace('academy.hints.', ''));

describe('checkFirstFlow', () => {
  it('passes Inicio → Mensaje → Fin', () => {
    const graph = { nodes: [start(), message('m', 'Hola'), end()], edges: chain('start', 'm', 'end') };
    expect(checkFirstFlow(graph)).toEqual([]);
  });

  it('passes any chain of messages from Inicio to Fin, and fails when any link is cut', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.nat(), (count, cut) => {
        const ids = Array.from({ length: count }, (_, index) => `m${index}`);
        const nodes = [start(), ...ids.map((id) => message(id, `Paso ${id}`)), end()];
        const edges = chain('start', ...ids, 'end');
        expect(checkFirstFlow({ nodes, edges })).toEqual([]);
        const broken = edges.filter((_, index) => index !== cut % edges.length);
        expect(checkFirstFlow({ nodes, edges: broken })).not.toEqual([]);
      }),
    );
  });

  it('says what is missing', () => {
    expect(keys(checkFirstFlow({ nodes: [message('m', 'Hola'), end()], edges: chain('m', 'end') }))).toEqual([
      'noStart',
    ]);
    expect(
      keys(
        checkFirstFlow({ nodes: [start(), message('m', '  '), end()], edges: chain('start', 'm', 'end') }),
      ),
    ).toEqual(['messageMissing']);
    expect(
      keys(checkFirstFlow({ nodes: [start(), message('m', 'Hola')], edges: chain('start', 'm') })),
    ).toEqual(['noEnd']);
    expect(
      keys(checkFirstFlow({ nodes: [start(), message('m', 'Hola'), end()], edges: chain('start', 'm') })),
    ).toEqual(['messageNotToEnd']);
  });
});

describe('checkVariables', () => {
  const graphUsing = (variable: string, text: string): FlowGraph => ({
    nodes: [start(), message('ask', '¿Cómo te llamas?', variable), message('greet', text), end()],
    edges: chain('start', 'ask', 'greet', 'end'),
  });

  it('passes a captured variable used later, with any spacing inside the braces', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z][a-z0-9_]{0,11}$/),
        fc.constantFrom('', ' ', '  '),
        (variable, space) => {
          expect(checkVariables(graphUsing(variable, `Hola, {{${space}${variable}${space}}}!`))).toEqual([]);
        },
      ),
    );
  });

  it('accepts the variable in a Fin message', () => {
    const graph: FlowGraph = {
      nodes: [
        start(),
        message('ask', '¿Nombre?', 'nombre'),
        { id: 'end', type: 'end', position: at, data: { endMessage: 'Adiós, {{nombre}}' } },
      ],
      edges: chain('start', 'ask', 'end'),
    };
    expect(checkVariables(graph)).toEqual([]);
  });

  it('fails without a capture, with the variable unused, or used only before it is asked', () => {
    expect(keys(checkVariables(graphUsing('', 'Hola {{nombre}}')))).toEqual(['noCapture']);
    const unused = checkVariables(graphUsing('nombre', 'Hola'));
    expect(unused).toEqual([{ key: 'academy.hints.variableNotUsed', params: { variable: 'nombre' } }]);
    expect(keys(checkVariables(graphUsing('nombre', 'Hola {{nombr}}')))).toEqual(['variableNotUsed']);
    const before: FlowGraph = {
      nodes: [start(), message('greet', 'Hola {{nombre}}'), message('ask', '¿Nombre?', 'nombre'), end()],
      edges: chain('start', 'greet', 'ask', 'end'),
    };
    expect(keys(checkVariables(before))).toEqual(['variableNotUsed']);
  });

  it('ignores a capture the conversation never reaches', () => {
    const graph: FlowGraph = {
      nodes: [
        start(),
        message('m', 'Hola'),
        message('ask', '¿Nombre?', 'nombre'),
        message('g', '{{nombre}}'),
      ],
      edges: [...chain('start', 'm'), ...chain('ask', 'g')],
    };
    expect(keys(checkVariables(graph))).toEqual(['noCapture']);
  });
});

describe('checkDecisions', () => {
  const decisionGraph = (count: number, connected: (index: number) => boolean): FlowGraph => {
    const options = Array.from({ length: count }, (_, index) => option(`opt${index}`, 'menu'));
    const answers = options.map((item) => message(`say-${item.id}`, 'Respuesta'));
    return {
      nodes: [start(), decision('menu'), ...options, ...answers, end()],
      edges: [
        ...chain('start', 'menu'),
        ...options.map((item) => ({
          id: `e-menu-${item.id}`,
          source: 'menu',
          target: item.id,
          sourceHandle: `output-${item.id}-cond`,
        })),
        ...options.flatMap((item, index) =>
          connected(index) ? chain(item.id, `say-${item.id}`, 'end') : [],
        ),
      ],
    };
  };

  it('passes a decision with 2 to 5 options all connected, and names any option left unconnected', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 5 }), fc.nat(), (count, loose) => {
        expect(checkDecisions(decisionGraph(count, () => true))).toEqual([]);
        const missing = loose % count;
        expect(checkDecisions(decisionGraph(count, (index) => index !== missing))).toEqual([
          { key: 'academy.hints.optionNotConnected', params: { option: `opt${missing}` } },
        ]);
      }),
    );
  });

  it('fails with no decision, one option, or a decision not reached from Inicio', () => {
    expect(keys(checkDecisions({ nodes: [start(), end()], edges: chain('start', 'end') }))).toEqual([
      'noDecision',
    ]);
    expect(keys(checkDecisions(decisionGraph(1, () => true)))).toEqual(['fewOptions']);
    const graph = decisionGraph(2, () => true);
    const cut = { ...graph, edges: graph.edges.filter((edge) => edge.source !== 'start') };
    expect(checkDecisions(cut)).toEqual([
      { key: 'academy.hints.decisionUnreachable', params: { decision: 'menu' } },
    ]);
  });
});

describe('checkLeads', () => {
  it('passes Inicio → Mensaje that captures → Guardar datos → Fin', () => {
    const graph = {
      nodes: [start(), message('ask', '¿Tu email?', 'email'), saveLead(), end()],
      edges: chain('start', 'ask', 'save', 'end'),
    };
    expect(checkLeads(graph)).toEqual([]);
  });

  it('says what is missing', () => {
    expect(keys(checkLeads({ nodes: [start(), end()], edges: chain('start', 'end') }))).toEqual([
      'noSaveAction',
    ]);
    expect(
      keys(
        checkLeads({
          nodes: [start(), message('ask', '?', 'email'), saveLead(), end()],
          edges: chain('save', 'end'),
        }),
      ),
    ).toEqual(['saveActionUnreachable']);
    expect(
      keys(
        checkLeads({
          nodes: [start(), message('m', 'Hola'), saveLead(), end()],
          edges: chain('start', 'm', 'save', 'end'),
        }),
      ),
    ).toEqual(['noCaptureBeforeSave']);
    expect(
      keys(
        checkLeads({
          nodes: [start(), message('ask', '?', 'email'), saveLead(), end()],
          edges: chain('start', 'ask', 'save'),
        }),
      ),
    ).toEqual(['saveNotToEnd']);
    const saveFirst = {
      nodes: [start(), saveLead(), message('ask', '?', 'email'), end()],
      edges: chain('start', 'save', 'ask', 'end'),
    };
    expect(keys(checkLeads(saveFirst))).toEqual(['noCaptureBeforeSave']);
  });
});

describe('LESSON_TASKS', () => {
  it('fails every task on an empty flow', () => {
    for (const check of Object.values(LESSON_TASKS))
      expect(check({ nodes: [], edges: [] }).length).toBeGreaterThan(0);
  });
});
