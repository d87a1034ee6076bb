import { NODE_FIELD_VALUES, NODE_TYPES } from '@plubot/flow';
import fc from 'fast-check';
import type { EngineEffects } from '../model/engineEffects';
import type { UserReply } from '../model/engineTypes';

/** A stored flow as the editor saves it. */
export interface RawFlow {
  nodes: Array<{
    id: string;
    type: string;
    position: { x: number; y: number };
    data: Record<string, unknown>;
  }>;
  edges: Array<{ id: string; source: string; target: string; sourceHandle?: string }>;
}

const CONDITION_IDS = ['c0', 'c1', 'c2', 'c3', 'c4'];
const VARIABLES = ['nombre', 'email', 'edad', 'last_reply', 'ai_response', 'estado'];

const template = fc.oneof(
  fc.constantFrom(
    '',
    'Hola',
    'Hola {{nombre}}',
    '{{edad}} años',
    '{{ nada }}',
    'Estoy feliz',
    'harto {{last_reply}}',
  ),
  fc.string({ maxLength: 20 }),
);
const variableName = fc.constantFrom(...VARIABLES, '', ' ', '__proto__', 'x.y');
const validation = fc.constantFrom('text', 'email', 'phone', 'number', 'dni');

const dataByType: Record<string, fc.Arbitrary<Record<string, unknown>>> = {
  start: fc.record({ dynamicContent: template, startMessage: template }, { requiredKeys: [] }),
  end: fc.record({ endMessage: template, dynamicContent: template }, { requiredKeys: [] }),
  message: fc.record(
    {
      message: template,
      capture: fc.oneof(
        fc.constant(true),
        fc.record({ variable: variableName, validation, retryMessage: template }, { requiredKeys: [] }),
      ),
    },
    { requiredKeys: [] },
  ),
  decision: fc.record(
    {
      question: template,
      conditions: fc.uniqueArray(
        fc.record({
          id: fc.constantFrom(...CONDITION_IDS),
          text: fc.constantFrom('Sí', 'No', 'Opción A', '', '2'),
        }),
        { maxLength: 5, selector: (condition) => condition.id },
      ),
      variable: variableName,
    },
    { requiredKeys: ['conditions'] },
  ),
  option: fc.record(
    { sourceNode: fc.constantFrom('n0', 'n1', 'n2', 'n3'), conditionId: fc.constantFrom(...CONDITION_IDS) },
    { requiredKeys: [] },
  ),
  httpRequest: fc.record(
    {
      method: fc.constantFrom(...NODE_FIELD_VALUES.httpMethods),
      url: fc.constantFrom('', 'https://api.test/{{nombre}}', 'nota-url'),
      bodyType: fc.constantFrom(...NODE_FIELD_VALUES.httpBodyTypes),
      bodyString: fc.constantFrom('', '{"a": "{{nombre}}"}', '{roto', 'texto'),
      headers: fc.array(
        fc.record({ id: fc.constant('h'), key: fc.constantFrom('', 'X-A'), value: template }),
        { maxLength: 2 },
      ),
      responseMapping: fc.array(
        fc.record({
          id: fc.constant('r'),
          source: fc.constantFrom(...NODE_FIELD_VALUES.responseMappingSources),
          pathOrKey: fc.constantFrom('', 'data.id', 'items[0]', 'x-id', '$..'),
          targetVariable: variableName,
          defaultValue: fc.constantFrom('', 'def'),
        }),
        { maxLength: 3 },
      ),
    },
    { requiredKeys: [] },
  ),
  ai: fc.record(
    {
      promptTemplate: template,
      systemMessage: template,
      temperature: fc.double({ noNaN: true, noDefaultInfinity: true }),
      maxTokens: fc.double({ noNaN: true, noDefaultInfinity: true }),
      responseVariable: variableName,
    },
    { requiredKeys: [] },
  ),
  aiNodePro: fc.record(
    {
      prompt: template,
      temperature: fc.double({ noNaN: true, noDefaultInfinity: true }),
      maxTokens: fc.integer(),
    },
    { requiredKeys: [] },
  ),
  emotionDetection: fc.record({ inputText: template, outputVariable: variableName }, { requiredKeys: [] }),
  action: fc.record(
    {
      actionType: fc.constantFrom(...NODE_FIELD_VALUES.actionTypes),
      parameters: fc.record(
        {
          to: fc.constantFrom('{{email}}', 'x'),
          url: fc.constantFrom('', 'https://hook.test'),
          variable: variableName,
          value: fc.oneof(template, fc.integer()),
          operator: fc.constantFrom('equals', '>', 'contains', 'isEmpty', '??'),
          transform: fc.constantFrom('uppercase', 'trim', 'x'),
          fields: fc.oneof(fc.constant('nombre, email'), fc.array(variableName, { maxLength: 3 })),
          payload: fc.oneof(template, fc.dictionary(fc.string({ maxLength: 4 }), template, { maxKeys: 3 })),
          seconds: fc.integer(),
        },
        { requiredKeys: [] },
      ),
    },
    { requiredKeys: [] },
  ),
  discord: fc.record(
    { discordToken: fc.constantFrom('', 't'), channelId: fc.constantFrom('', '1'), messageContent: template },
    { requiredKeys: [] },
  ),
  power: fc.record({ powerId: fc.constantFrom('', 'p1') }, { requiredKeys: [] }),
  webhookNode: fc.record(
    {
      url: fc.constantFrom('', 'https://hook.test/{{nombre}}'),
      variables: fc.array(variableName, { maxLength: 3 }),
    },
    { requiredKeys: [] },
  ),
  databaseNode: fc.record(
    {
      operation: fc.constantFrom(...NODE_FIELD_VALUES.databaseOperations),
      collection: fc.constantFrom('', 'clientes'),
      key: fc.oneof(template, fc.constant('{{email}}')),
      fields: fc.array(variableName, { maxLength: 3 }),
      resultVariable: variableName,
    },
    { requiredKeys: [] },
  ),
  complexConditionNode: fc.record(
    {
      join: fc.constantFrom(...NODE_FIELD_VALUES.conditionJoins),
      rules: fc.array(
        fc.record({
          id: fc.constantFrom('r1', 'r2', 'r3'),
          variable: variableName,
          operator: fc.constantFrom(...NODE_FIELD_VALUES.conditionOperators),
          value: template,
        }),
        { maxLength: 3 },
      ),
    },
    { requiredKeys: [] },
  ),
  handoff: fc.record(
    {
      message: template,
      hours: fc.record(
        {
          enabled: fc.boolean(),
          timeZone: fc.constantFrom('Europe/Madrid', 'UTC', 'Nowhere/Land', ''),
          days: fc.array(
            fc.record({
              day: fc.integer({ min: 0, max: 6 }),
              from: fc.constantFrom('09:00', '9', '', '25:00'),
              to: fc.constantFrom('18:00', '24:00', '08:00'),
            }),
            { maxLength: 3 },
          ),
        },
        { requiredKeys: [] },
      ),
      outside: fc.record(
        { mode: fc.constantFrom(...NODE_FIELD_VALUES.handoffOutsideModes), message: template },
        { requiredKeys: [] },
      ),
    },
    { requiredKeys: [] },
  ),
  knowledge: fc.record(
    {
      question: template,
      responseVariable: variableName,
      useAi: fc.boolean(),
      showSources: fc.boolean(),
      unknownMessage: template,
    },
    { requiredKeys: [] },
  ),
};

const GENERIC_HANDLES = [
  undefined,
  'output',
  'onSuccess',
  'onError',
  'true',
  'false',
  'output-0',
  'happy',
  'x',
];

/** Handles an edge out of a node of a type plausibly uses, so that random flows branch for real. */
function handlesFor(node: { type: string; data: Record<string, unknown> }): Array<string | undefined> {
  switch (node.type) {
    case 'decision': {
      const conditions = Array.isArray(node.data.conditions) ? node.data.conditions : [];
      return [
        ...conditions.map((condition) => `output-${(condition as { id: string }).id}`),
        'output-1',
        undefined,
      ];
    }
    case 'httpRequest':
      return ['onSuccess', 'onError', undefined];
    case 'emotionDetection':
      return [...NODE_FIELD_VALUES.emotions, undefined];
    case 'action':
      return ['true', 'false', 'onSuccess', 'onError', undefined];
    case 'complexConditionNode':
      return ['true', 'false', undefined];
    case 'databaseNode':
      return ['found', 'notFound', undefined];
    case 'handoff':
      return ['outside', undefined];
    case 'knowledge':
      return ['unknown', undefined];
    default:
      return [undefined, 'output'];
  }
}

function nodeArbitrary(type: string) {
  const data = dataByType[type] ?? fc.constant({});
  return data.map((fields) => ({ type, data: { label: type, ...fields } }));
}

const edgeChoice = fc.record({ from: fc.nat(), to: fc.nat(), handle: fc.nat(), generic: fc.boolean() });

/**
 * Random flows that pass the editor's save rule (a start and an end node among any of the 17 node
 * types). Every node but the start gets an edge from an earlier node (so conversations get far),
 * and random extra edges add branches, loops, self-loops and odd handles.
 */
export const arbitraryFlow: fc.Arbitrary<RawFlow> = fc
  .tuple(
    nodeArbitrary('start'),
    fc.array(
      fc
        .oneof(
          { arbitrary: fc.constantFrom(...NODE_TYPES), weight: 3 },
          { arbitrary: fc.constantFrom('message', 'decision', 'option'), weight: 2 },
        )
        .chain(nodeArbitrary),
      { maxLength: 12 },
    ),
    nodeArbitrary('end'),
  )
  .chain(([start, middle, end]) => {
    const nodes = [start, ...middle, end].map((node, index) => ({
      id: `n${index}`,
      position: { x: 0, y: index * 100 },
      ...node,
    }));
    const size = nodes.length;
    return fc
      .tuple(
        fc.array(edgeChoice, { minLength: size - 1, maxLength: size - 1 }),
        fc.array(edgeChoice, { maxLength: size * 2 }),
      )
      .map(([backbone, extra]) => {
        const edges: RawFlow['edges'] = [];
        const add = (source: number, target: number, choice: { handle: number; generic: boolean }) => {
          const sourceNode = nodes[source]!;
          const pool = choice.generic ? GENERIC_HANDLES : handlesFor(sourceNode);
          const handle = pool[choice.handle % pool.length];
          const edge: RawFlow['edges'][number] = {
            id: `e${edges.length}`,
            source: sourceNode.id,
            target: `n${target}`,
          };
          if (handle !== undefined) edge.sourceHandle = handle;
          edges.push(edge);
        };
        for (const [index, choice] of backbone.entries()) add(choice.from % (index + 1), index + 1, choice);
        for (const choice of extra) add(choice.from % size, choice.to % size, choice);
        return { nodes, edges };
      });
  });

/** Random replies: texts, numbers, e-mails, labels and button ids, valid or not. */
export const arbitraryReplies: fc.Arbitrary<UserReply[]> = fc.array(
  fc.record(
    {
      text: fc.oneof(
        fc.constantFrom(
          'Sí',
          'no',
          '1',
          '2',
          '7',
          '3,5',
          'ana@plubot.com',
          '+54 11 5555 1234',
          '',
          '   ',
          'feliz',
          'harto',
        ),
        fc.string({ maxLength: 30 }),
      ),
      optionId: fc.constantFrom(...CONDITION_IDS, 'nope'),
    },
    { requiredKeys: [] },
  ),
  { maxLength: 8 },
);

const ok = async () => ({ ok: true });
const fail = async () => ({ ok: false, error: 'fallo' });
const boom = async (): Promise<never> => {
  throw new Error('boom');
};

/** Hosts that answer everything, fail everything, throw, or offer nothing. */
export const arbitraryEffects: fc.Arbitrary<EngineEffects> = fc.constantFrom<EngineEffects>(
  {},
  {
    http: async (request) => ({
      ok: true,
      status: request.url.length % 2 ? 200 : 500,
      headers: { 'x-id': '1' },
      body: '{"data":{"id":1},"items":[2]}',
    }),
    ai: async (request) => ({ ok: true, text: `eco: ${request.prompt}` }),
    sendEmail: ok,
    saveLead: ok,
    notify: ok,
    discord: ok,
    webhook: ok,
    saveRecord: ok,
    lookupRecord: async (request) => ({
      ok: true,
      record: request.key === '' ? null : { nombre: 'Ana', edad: 30 },
    }),
    power: async () => ({ ok: true, handled: true }),
    knowledge: async (request) => ({
      ok: true,
      answered: true,
      text: `Según la ayuda: ${request.question}`,
      sources: ['Ayuda'],
    }),
    // Monday 10:00 UTC: within most opening hours.
    now: () => new Date('2024-07-01T10:00:00Z'),
  },
  {
    http: async () => ({ ok: false, error: 'timeout' }),
    ai: async () => ({ ok: false, error: 'fallo' }),
    sendEmail: fail,
    saveLead: fail,
    notify: fail,
    discord: fail,
    webhook: fail,
    saveRecord: fail,
    lookupRecord: async () => ({ ok: false as const, error: 'fallo' }),
    power: async () => ({ ok: false, handled: false, error: 'x' }),
    knowledge: async () => ({ ok: true as const, answered: false as const }),
    // Sunday 03:00 UTC: outside most opening hours.
    now: () => new Date('2024-07-07T03:00:00Z'),
  },
  {
    http: boom,
    ai: boom,
    sendEmail: boom,
    saveLead: boom,
    notify: boom,
    discord: boom,
    webhook: boom,
    saveRecord: boom,
    lookupRecord: boom,
    power: boom,
    knowledge: boom,
  },
);
