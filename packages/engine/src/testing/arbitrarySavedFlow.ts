import {
  createNode,
  getConditionHandleId,
  NODE_FIELD_VALUES,
  NODE_TYPES,
  type NodeType,
  RUNNING_POWERS,
} from '@plubot/flow';
import fc from 'fast-check';
import type { RawFlow } from './arbitraryFlow';

/** A flow as the editor saves it: nodes built by `createNode`, edges with the handles nodes render. */
export type SavedFlow = RawFlow;

type Fields = Record<string, unknown>;

const VARIABLES = [
  'nombre',
  'email',
  'edad',
  'telefono',
  'last_reply',
  'last_choice',
  'ai_response',
  'api_response',
  'emocion',
  'respuesta_conocimiento',
  'cliente.nombre',
  'http.status',
] as const;

const variable = fc.constantFrom(...VARIABLES);
const variables = fc.array(variable, { maxLength: 4 });
const some = <T extends Record<string, fc.Arbitrary<unknown>>>(fields: T) =>
  fc.record(fields, { requiredKeys: [] });

/** Texts an owner writes: variables, Spanish feelings, Markdown (safe and unsafe), noise. */
const template = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '',
      '   ',
      'Hola {{nombre}}',
      '{{nombre}}',
      '{{edad}} años',
      'Estoy feliz, gracias',
      'harto, otra vez no funciona',
      '**Oferta** para {{nombre}}: [ver](https://plubot.test/{{email}})',
      '[clic](javascript:alert(1)) _hola_ <script>x</script>',
      '- uno\n- dos\n1. tres',
      '{{ai_response}} / {{api_response_status}}',
      '{{ nada }} {{',
    ),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
);

/** Addresses, valid or not, public or private, and ones made of variables. */
const url = fc.constantFrom(
  '',
  'https://api.test/{{nombre}}?q={{last_reply}}',
  'https://hooks.test/h',
  'http://10.0.0.1/admin',
  '{{api_response}}',
  'no es una url',
  'ftp://x.test/',
);

const keyValues = fc.array(
  fc.record({
    id: fc.constantFrom('kv1', 'kv2', 'kv3'),
    key: fc.constantFrom('', 'X-Origen', 'Authorization', 'campo'),
    value: template,
  }),
  { maxLength: 3 },
);

const jsonishBody = fc.constantFrom(
  '',
  '{"n": "{{nombre}}", "edad": {{edad}}}',
  '{"n": "{{nombre}}"}',
  '[1, "{{last_reply}}"]',
  '{roto {{nombre}}',
  'texto {{nombre}}',
);

const ACTION_PARAMETERS: Readonly<Record<string, fc.Arbitrary<Fields>>> = {
  sendEmail: some({
    to: fc.constantFrom('{{email}}', 'ana@plubot.com', 'no-es-correo', ''),
    subject: template,
    body: template,
  }),
  saveData: some({ fields: fc.oneof(variables, fc.constant('nombre, email')) }),
  sendNotification: some({ message: template }),
  apiCall: some({
    url,
    method: fc.constantFrom(...NODE_FIELD_VALUES.httpMethods, 'post'),
    headers: fc.dictionary(fc.constantFrom('X-A', 'Authorization', 'Content-Type'), template, { maxKeys: 2 }),
    body: jsonishBody,
    responseVariable: variable,
  }),
  transformData: some({
    variable,
    value: template,
    transform: fc.constantFrom('none', 'uppercase', 'lowercase', 'trim', 'capitalize'),
  }),
  conditional: some({
    variable,
    operator: fc.constantFrom(
      'equals',
      'notEquals',
      'contains',
      'greaterThan',
      'lessThan',
      'isEmpty',
      'isNotEmpty',
    ),
    value: template,
  }),
  delay: some({ seconds: fc.integer({ min: 0, max: 300 }) }),
  webhook: some({ url }),
};

/** True once in `odds + 1` draws. */
function rarely(odds: number): fc.Arbitrary<boolean> {
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant(true) },
    { weight: odds, arbitrary: fc.constant(false) },
  );
}

const finite = fc.double({ noNaN: true, noDefaultInfinity: true });

/** The fields an owner may set per node type (a random subset, each valid for its schema). */
const FIELDS: Readonly<Record<Exclude<NodeType, 'decision' | 'action'>, fc.Arbitrary<Fields>>> = {
  start: some({ dynamicContent: template, startMessage: template }),
  end: some({ endMessage: template, dynamicContent: template }),
  message: some({
    message: template,
    capture: fc.oneof(
      fc.boolean(),
      some({
        variable,
        validation: fc.constantFrom(...NODE_FIELD_VALUES.replyValidations),
        retryMessage: template,
      }),
    ),
  }),
  option: some({ instruction: template }),
  httpRequest: some({
    method: fc.constantFrom(...NODE_FIELD_VALUES.httpMethods),
    url,
    headers: keyValues,
    bodyType: fc.constantFrom(...NODE_FIELD_VALUES.httpBodyTypes),
    bodyString: jsonishBody,
    bodyFormData: keyValues,
    responseMapping: fc.array(
      some({
        pathOrKey: fc.constantFrom('', 'data.id', 'data.items[1]', '$.data', 'x-id', '$..'),
        targetVariable: variable,
        defaultValue: fc.constantFrom('', 'sin dato'),
      }).chain((row) =>
        fc
          .constantFrom(...NODE_FIELD_VALUES.responseMappingSources)
          .map((source) => ({ id: 'map', source, ...row })),
      ),
      { maxLength: 3 },
    ),
  }),
  webhookNode: some({ url, variables }),
  databaseNode: some({
    operation: fc.constantFrom(...NODE_FIELD_VALUES.databaseOperations),
    collection: fc.constantFrom('', 'clientes', 'pedidos'),
    key: fc.constantFrom('', '{{email}}', 'fijo', '{{nada}}'),
    fields: variables,
    resultVariable: fc.constantFrom('', 'cliente'),
  }),
  complexConditionNode: some({
    join: fc.constantFrom(...NODE_FIELD_VALUES.conditionJoins),
    rules: fc.array(
      fc.record({
        id: fc.constantFrom('r1', 'r2', 'r3'),
        variable: fc.oneof(variable, fc.constant('')),
        operator: fc.constantFrom(...NODE_FIELD_VALUES.conditionOperators),
        value: template,
      }),
      { maxLength: 3 },
    ),
  }),
  aiNodePro: some({
    prompt: template,
    promptTemplate: template,
    systemMessage: template,
    temperature: finite,
    maxTokens: fc.oneof(fc.integer(), finite),
    responseVariable: variable,
    useKnowledge: fc.boolean(),
  }),
  power: some({
    powerId: fc.constantFrom('', ...RUNNING_POWERS, 'notion', 'stripe', 'figma', 'canva'),
    powerMessage: template,
    powerUrl: url,
    powerToken: fc.constantFrom('', '123:ABC', 'Bot.token-9876'),
    powerChannel: fc.constantFrom('', '-1001', '77'),
    designUrl: fc.oneof(
      url,
      fc.constantFrom('https://www.figma.com/design/Ab12/Carta', 'https://www.canva.com/design/DAF1/view'),
    ),
    designTitle: template,
    designImage: fc.oneof(url, fc.constant('https://s3-alpha.figma.com/t.png')),
  }),
  discord: some({
    discordToken: fc.constantFrom('', 'Bot.token-1234'),
    channelId: fc.constantFrom('', '42'),
    messageContent: template,
  }),
  ai: some({
    promptTemplate: template,
    systemMessage: template,
    temperature: finite,
    maxTokens: fc.oneof(fc.integer(), finite),
    responseVariable: variable,
    useKnowledge: fc.boolean(),
  }),
  emotionDetection: some({
    inputText: template,
    outputVariable: variable,
    detectedEmotion: fc.option(fc.constantFrom(...NODE_FIELD_VALUES.emotions), { nil: null }),
  }),
  handoff: some({
    message: template,
    hours: some({
      enabled: fc.boolean(),
      timeZone: fc.constantFrom('Europe/Madrid', 'UTC', 'America/New_York', 'Mars/Olympus', ''),
      days: fc.array(
        fc.record({
          day: fc.integer({ min: 0, max: 6 }),
          from: fc.constantFrom('00:00', '09:00', '18:00', '9'),
          to: fc.constantFrom('24:00', '18:00', '09:00'),
        }),
        { maxLength: 3 },
      ),
    }),
    outside: some({ mode: fc.constantFrom(...NODE_FIELD_VALUES.handoffOutsideModes), message: template }),
  }),
  knowledge: some({
    question: fc.oneof(template, fc.constantFrom('{{last_reply}}', '¿{{nombre}} tiene garantía?')),
    responseVariable: variable,
    useAi: fc.boolean(),
    showSources: fc.boolean(),
    unknownMessage: template,
  }),
};

/** An action: no type yet (as dropped from the palette), or a type with its own parameters. */
const actionFields: fc.Arbitrary<Fields> = fc.oneof(
  { weight: 1, arbitrary: some({ description: template }) },
  {
    weight: 6,
    arbitrary: fc
      .constantFrom(...NODE_FIELD_VALUES.actionTypes)
      .chain((actionType) =>
        (ACTION_PARAMETERS[actionType] ?? fc.constant({})).map((parameters) => ({ actionType, parameters })),
      ),
  },
);

/** A decision's settings; its conditions are built from its id once the id is known. */
const decisionFields = some({
  question: template,
  variable,
  enableMarkdown: fc.boolean(),
  enableVariables: fc.boolean(),
  conditionTexts: fc.array(fc.constantFrom('Sí', 'No', 'Opción A', 'Precios', '', '2', 'sí'), {
    maxLength: 5,
  }),
});

interface Draft {
  type: NodeType;
  fields: Fields;
  /** For option nodes: which decision and condition they stand for. */
  link: { decision: number; condition: number; linked: boolean };
}

/** Any of the 17 types; messages and decisions more often, so conversations wait for the visitor. */
const nodeType: fc.Arbitrary<NodeType> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NODE_TYPES) },
  { weight: 1, arbitrary: fc.constantFrom<NodeType>('message', 'decision') },
);

function draftOf(type: NodeType): fc.Arbitrary<Draft> {
  return fc.record({
    type: fc.constant(type),
    fields: type === 'action' ? actionFields : type === 'decision' ? decisionFields : FIELDS[type],
    link: fc.record({ decision: fc.nat(), condition: fc.nat(), linked: fc.boolean() }),
  });
}

/** Builds the node with `createNode` (the editor's defaults) and the drafted fields on top. */
function buildNode(id: string, index: number, { type, fields }: Draft): SavedFlow['nodes'][number] {
  const { conditionTexts, ...data } = fields;
  if (type === 'decision' && Array.isArray(conditionTexts)) {
    const conditions = conditionTexts.map((text, at) => ({ id: `${id}-cond-${at}`, text: String(text) }));
    data.conditions = conditions;
    data.handleIds = conditions.map((condition) => getConditionHandleId(condition.id));
  }
  const node = createNode(type, {
    id,
    position: { x: 0, y: index * 120 },
    data,
    fromPalette: index % 2 === 0,
  });
  return node as unknown as SavedFlow['nodes'][number];
}

/** The outputs a node renders in the editor (see the web's `nodeHandles`); `undefined` is the default one. */
function renderedHandles(node: SavedFlow['nodes'][number]): Array<string | undefined> {
  const { data } = node;
  switch (node.type) {
    case 'start':
    case 'aiNodePro':
      return ['output'];
    case 'decision': {
      const conditions = Array.isArray(data.conditions) ? (data.conditions as Array<{ id: string }>) : [];
      return conditions.length > 0
        ? conditions.map((condition) => getConditionHandleId(condition.id))
        : [undefined];
    }
    case 'httpRequest':
      return ['onSuccess', 'onError'];
    case 'emotionDetection':
      return NODE_FIELD_VALUES.emotions.map((emotion) => `output-${emotion}`);
    case 'complexConditionNode':
      return ['true', 'false'];
    case 'handoff':
      return [undefined, 'outside'];
    case 'knowledge':
      return [undefined, 'unknown'];
    case 'action':
      if (data.actionType === 'conditional') return ['true', 'false'];
      if (data.actionType === 'apiCall') return ['output', 'onSuccess', 'onError'];
      return [undefined];
    case 'databaseNode':
      return data.operation === 'lookup' ? ['found', 'notFound'] : [undefined];
    default:
      return [undefined];
  }
}

/** Handles of older flows and hand-written imports, which the engine must tolerate. */
const ODD_HANDLES = [undefined, 'output', 'default', 'output-0', 'happy', 'success', 'x'];

/** How one output of a node is wired: left open (rarely), or to one of the next few nodes. */
const outputChoice = fc.record({
  open: rarely(5),
  hop: fc.oneof({ weight: 4, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.nat({ max: 3 }) }),
});

/** An extra edge anywhere: a branch, a loop back, a self-loop, maybe from an odd handle. */
const extraChoice = fc.record({ from: fc.nat(), to: fc.nat(), handle: fc.nat(), odd: rarely(3) });

/** The most outputs a node renders (an emotion detector: six). */
const MAX_OUTPUTS = 6;

/**
 * Flows of any mix of the 17 node types that pass save validation: a start first and an end last
 * (the editor's save rule), nodes built by `createNode` with random settings. Most outputs lead to
 * one of the next few nodes, so conversations get far; every node gets an edge in; extra edges
 * add branches, loops and odd handles.
 */
export const arbitrarySavedFlow: fc.Arbitrary<SavedFlow> = fc
  .tuple(draftOf('start'), fc.array(nodeType.chain(draftOf), { minLength: 2, maxLength: 16 }), draftOf('end'))
  .chain(([first, middle, last]) => {
    const drafts = [first, ...middle, last];
    const nodes = drafts.map((d, index) => buildNode(`n${index}`, index, d));
    const decisions = nodes.filter((node) => node.type === 'decision');
    drafts.forEach((d, index) => {
      const node = nodes[index];
      const decision = decisions[d.link.decision % Math.max(1, decisions.length)];
      if (node?.type !== 'option' || !decision || !d.link.linked) return;
      const conditions = (decision.data.conditions ?? []) as Array<{ id: string }>;
      const condition = conditions[d.link.condition % Math.max(1, conditions.length)];
      if (!condition) return;
      node.data = {
        ...node.data,
        sourceNode: decision.id,
        conditionId: condition.id,
        sourceHandle: condition.id,
      };
    });
    const size = nodes.length;
    return fc
      .tuple(
        fc.array(fc.array(outputChoice, { minLength: MAX_OUTPUTS, maxLength: MAX_OUTPUTS }), {
          minLength: size,
          maxLength: size,
        }),
        fc.array(fc.nat(), { minLength: size, maxLength: size }),
        fc.array(extraChoice, { maxLength: size }),
      )
      .map(([outputs, incoming, extra]) => {
        const edges: SavedFlow['edges'] = [];
        const targeted = new Set<number>([0]);
        const add = (source: number, target: number, handle: string | undefined) => {
          const from = nodes[source];
          if (!from) return;
          targeted.add(target);
          edges.push({
            id: `e${edges.length}`,
            source: from.id,
            target: `n${target}`,
            ...(handle === undefined ? {} : { sourceHandle: handle }),
          });
        };
        nodes.forEach((node, index) => {
          if (node.type === 'end') return;
          renderedHandles(node).forEach((handle, at) => {
            const choice = outputs[index]?.[at];
            if (choice && !choice.open) add(index, Math.min(size - 1, index + 1 + choice.hop), handle);
          });
        });
        for (let index = 1; index < size; index++) {
          if (targeted.has(index)) continue;
          const source = (incoming[index] ?? 0) % index;
          const from = nodes[source];
          if (from) add(source, index, renderedHandles(from)[0]);
        }
        for (const choice of extra) {
          const from = nodes[choice.from % size];
          if (!from) continue;
          const pool = choice.odd ? ODD_HANDLES : renderedHandles(from);
          add(choice.from % size, choice.to % size, pool[choice.handle % pool.length]);
        }
        return { nodes, edges };
      });
  });
