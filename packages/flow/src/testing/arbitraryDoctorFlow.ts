// Random flows for Bot Doctor's property tests (imported by tests only, not exported).
import fc from 'fast-check';
import type { FlowGraph } from '../model/flowSchema';
import { NODE_TYPES } from '../model/nodeTypes';

const CONDITION_IDS = ['c0', 'c1', 'c2', 'c3', 'c4'];
const VARIABLES = [
  'nombre',
  'email',
  'correo',
  'telefono',
  'whatsapp',
  'motivo',
  'last_reply',
  'clientes.plan',
  '',
];

const text = fc.oneof(
  fc.constantFrom(
    '',
    'Hola',
    'Hola {{nombre}}',
    '¿Cuál es tu email?',
    '¿Tu teléfono?',
    'Lee nuestra política de privacidad',
    '{{ email }} y {{x}}',
    'Bienvenido al flujo de inicio.',
  ),
  fc.string({ maxLength: 12 }),
);
const longText = fc.oneof(
  { arbitrary: text, weight: 9 },
  { arbitrary: fc.constant('a'.repeat(4100)), weight: 1 },
);
const variable = fc.constantFrom(...VARIABLES);
const coordinate = fc.oneof(fc.integer({ min: -1000, max: 1000 }), fc.constantFrom(-50_000, 49_950, 50_000));

const dataByType: Record<string, fc.Arbitrary<Record<string, unknown>>> = {
  start: fc.record({ dynamicContent: text, startMessage: text }, { requiredKeys: [] }),
  end: fc.record({ endMessage: text }, { requiredKeys: [] }),
  message: fc.record(
    {
      message: longText,
      capture: fc.oneof(
        fc.constant(true),
        fc.record(
          { variable, validation: fc.constantFrom('text', 'email', 'phone', 'number', 'dni') },
          { requiredKeys: [] },
        ),
      ),
      waitForResponse: fc.boolean(),
      variable,
      inputType: fc.constantFrom('text', 'correo', 'tel'),
    },
    { requiredKeys: [] },
  ),
  decision: fc.record(
    {
      question: text,
      conditions: fc.uniqueArray(
        fc.record({
          id: fc.constantFrom(...CONDITION_IDS),
          text: fc.constantFrom('Sí', 'No', '', 'Precios'),
        }),
        { maxLength: 5, selector: (condition) => condition.id },
      ),
      variable,
      enableVariables: fc.boolean(),
    },
    { requiredKeys: ['conditions'] },
  ),
  option: fc.record(
    {
      sourceNode: fc.constantFrom('n0', 'n1', 'n2', 'n3', 'n4'),
      conditionId: fc.constantFrom(...CONDITION_IDS),
    },
    { requiredKeys: [] },
  ),
  httpRequest: fc.record(
    {
      url: fc.constantFrom('', 'https://api.test/{{email}}'),
      responseMapping: fc.array(
        fc.record({ id: fc.constant('r'), source: fc.constant('status_code'), targetVariable: variable }),
        { maxLength: 2 },
      ),
    },
    { requiredKeys: [] },
  ),
  action: fc.record(
    {
      actionType: fc.constantFrom(
        'sendEmail',
        'saveData',
        'sendNotification',
        'apiCall',
        'transformData',
        'webhook',
      ),
      parameters: fc.record(
        {
          to: fc.constantFrom('', '{{email}}'),
          message: text,
          url: fc.constantFrom('', 'https://hook.test'),
          variable,
        },
        { requiredKeys: [] },
      ),
    },
    { requiredKeys: [] },
  ),
  ai: fc.record({ promptTemplate: text, responseVariable: variable }, { requiredKeys: [] }),
  aiNodePro: fc.record({ prompt: text }, { requiredKeys: [] }),
  discord: fc.record(
    { discordToken: fc.constantFrom('', 't'), channelId: fc.constantFrom('', '1'), messageContent: text },
    { requiredKeys: [] },
  ),
  power: fc.record(
    {
      powerId: fc.constantFrom('', 'discord', 'slack'),
      powerMessage: text,
      powerChannel: fc.constantFrom('', '1'),
    },
    { requiredKeys: [] },
  ),
  databaseNode: fc.record(
    {
      operation: fc.constantFrom('save', 'lookup'),
      collection: fc.constantFrom('', 'clientes'),
      key: fc.constantFrom('', '{{email}}'),
    },
    { requiredKeys: [] },
  ),
  webhookNode: fc.record({ url: fc.constantFrom('', 'https://hook.test') }, { requiredKeys: [] }),
  emotionDetection: fc.record({ inputText: text, outputVariable: variable }, { requiredKeys: [] }),
  handoff: fc.record(
    {
      message: text,
      hours: fc.record(
        {
          enabled: fc.boolean(),
          timeZone: fc.constantFrom('Europe/Madrid', 'UTC', 'Mars/Olympus', ''),
          days: fc.array(
            fc.record({
              day: fc.integer({ min: 0, max: 6 }),
              from: fc.constantFrom('09:00', '18:00', '9:00'),
              to: fc.constantFrom('18:00', '09:00', '24:00'),
            }),
            { maxLength: 2 },
          ),
        },
        { requiredKeys: [] },
      ),
      outside: fc.record(
        { mode: fc.constantFrom('leaveContact', 'continue'), message: text },
        { requiredKeys: [] },
      ),
    },
    { requiredKeys: [] },
  ),
  knowledge: fc.record(
    {
      question: fc.oneof(text, fc.constant('{{last_reply}}')),
      responseVariable: variable,
      useAi: fc.boolean(),
      showSources: fc.boolean(),
      unknownMessage: text,
    },
    { requiredKeys: [] },
  ),
  complexConditionNode: fc.record(
    {
      rules: fc.array(
        fc.record({ id: fc.constant('r'), variable, operator: fc.constant('equals'), value: text }),
        { maxLength: 2 },
      ),
    },
    { requiredKeys: [] },
  ),
};

const HANDLES = [
  undefined,
  'output',
  'output-c0',
  'output-c1',
  'output-c2',
  'onSuccess',
  'onError',
  'true',
  'c0',
  'outside',
  'unknown',
];

function nodeArbitrary(type: string) {
  return fc
    .tuple(dataByType[type] ?? fc.constant({}), coordinate, coordinate, fc.boolean())
    .map(([data, x, y, labelled]) => ({
      type,
      position: { x, y },
      data: labelled ? { label: type, ...data } : data,
    }));
}

/**
 * Random flows that pass `flowSaveSchema`, usually also the editor's save rule (a start and an
 * end): any node types with data that exercises every Bot Doctor rule (contact questions, saves,
 * decisions and their options, `{{variables}}`, texts over WhatsApp's limit, unconfigured nodes),
 * a random backbone so conversations get somewhere, and extra edges that make branches, loops,
 * leftovers and connections the editor would refuse (into a start, out of an end).
 */
export const arbitraryDoctorFlow: fc.Arbitrary<FlowGraph> = fc
  .tuple(
    fc.array(nodeArbitrary('start'), { minLength: 0, maxLength: 2 }),
    fc.array(
      fc
        .oneof(
          { arbitrary: fc.constantFrom(...NODE_TYPES), weight: 3 },
          { arbitrary: fc.constantFrom('message', 'decision', 'option', 'action'), weight: 3 },
        )
        .chain(nodeArbitrary),
      { maxLength: 14 },
    ),
    fc.array(nodeArbitrary('end'), { minLength: 0, maxLength: 2 }),
  )
  .chain(([starts, middle, ends]) => {
    const nodes = [...starts, ...middle, ...ends].map((node, index) => ({ id: `n${index}`, ...node }));
    const size = nodes.length;
    const choice = fc.record({ from: fc.nat(), to: fc.nat(), handle: fc.nat() });
    return fc
      .tuple(
        fc.array(choice, { maxLength: Math.max(0, size - 1) }),
        fc.array(choice, { maxLength: size * 2 }),
      )
      .map(([backbone, extra]) => {
        const edges: FlowGraph['edges'] = [];
        const add = (source: number, target: number, handle: number) => {
          const sourceHandle = HANDLES[handle % HANDLES.length];
          edges.push({
            id: `e${edges.length}`,
            source: `n${source}`,
            target: `n${target}`,
            ...(sourceHandle ? { sourceHandle } : {}),
          });
        };
        for (const [index, pick] of backbone.entries()) add(pick.from % (index + 1), index + 1, pick.handle);
        if (size > 0) for (const pick of extra) add(pick.from % size, pick.to % size, pick.handle);
        return { nodes, edges } as FlowGraph;
      });
  });
