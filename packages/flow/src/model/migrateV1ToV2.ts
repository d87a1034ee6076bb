import { getConditionHandleId } from '../catalogue/decisionConditions';
import { NODE_FIELD_VALUES } from './nodeFieldValues';

/**
 * Version 1 still held the shapes older editors and imports wrote, which the engine and Bot Doctor
 * each tolerated their own way while the editor showed only the current fields. Version 2 writes
 * each of them once in the current shape:
 * - a message's `waitForResponse` + `variable` + `inputType` + `retryMessage` → `capture`, and its
 *   `text` → `message`; a `capture` is normalised (`true` → `{ validation: 'text' }`, an unknown
 *   validation → `text`, blank names dropped);
 * - a decision's `message` → `question`;
 * - the AI node's `prompt` → `promptTemplate`, the AI Pro node's `promptTemplate` → `prompt`;
 * - an action's older parameter names → the ones its form writes (`sendEmail`: `email` → `to`,
 *   `message` → `body`; `sendNotification`: `body`, `text` → `message`; `transformData`:
 *   `targetVariable` → `variable`, `template` → `value`, `operation` → `transform`);
 * - edge handles: placeholders (`''`, `'undefined'`, `'null'`, `'default'`, and `'output'` on nodes
 *   that have no handle of that name) → the default handle (no handle); a decision's `{conditionId}`
 *   and `output-{index}` → `output-{conditionId}`; an emotion's `{emotion}` and `emotion-{emotion}`
 *   → `output-{emotion}`.
 * Running it on a flow already in the current shape changes nothing.
 */
export function migrateV1ToV2(flow: Record<string, unknown>): Record<string, unknown> {
  if (!Array.isArray(flow.nodes)) return flow;
  const nodes = flow.nodes.map(migrateNodeData);
  const byId = new Map<string, Record<string, unknown>>();
  for (const node of nodes) {
    if (isRecord(node) && (typeof node.id === 'string' || typeof node.id === 'number')) {
      const id = String(node.id);
      if (!byId.has(id)) byId.set(id, node);
    }
  }
  const edges = Array.isArray(flow.edges)
    ? flow.edges.map((edge) => migrateEdgeHandle(edge, byId))
    : flow.edges;
  return { ...flow, nodes, edges };
}

/** Old input types (Spanish names, `tel`) and the reply check each stands for. */
const LEGACY_INPUT_TYPES: Readonly<Record<string, string>> = {
  tel: 'phone',
  telefono: 'phone',
  teléfono: 'phone',
  numero: 'number',
  número: 'number',
  correo: 'email',
};
const VALIDATIONS: ReadonlySet<string> = new Set(NODE_FIELD_VALUES.replyValidations);
/** Longer capture variable names were never used by the engine. */
const MAX_CAPTURE_VARIABLE_LENGTH = 200;
const MAX_RETRY_MESSAGE_LENGTH = 1000;
const PLACEHOLDER_HANDLES: ReadonlySet<string> = new Set(['', 'undefined', 'null', 'default']);
/** Only these node types render a handle really named 'output'. */
const OUTPUT_HANDLE_TYPES: ReadonlySet<string> = new Set(['start', 'aiNodePro']);

function migrateNodeData(node: unknown): unknown {
  if (!isRecord(node) || !isRecord(node.data)) return node;
  switch (node.type) {
    case 'message':
      return { ...node, data: migrateMessage(node.data) };
    case 'decision':
      return { ...node, data: renameBlank(node.data, 'message', 'question') };
    case 'ai':
      return { ...node, data: renameBlank(node.data, 'prompt', 'promptTemplate') };
    case 'aiNodePro':
      return { ...node, data: renameBlank(node.data, 'promptTemplate', 'prompt') };
    case 'action':
      return { ...node, data: migrateAction(node.data) };
    default:
      return node;
  }
}

/** Per action type, older parameter names and the current name each moves to, in order of preference. */
const ACTION_PARAMETER_RENAMES: Readonly<Record<string, readonly (readonly [string, string])[]>> = {
  sendEmail: [
    ['email', 'to'],
    ['message', 'body'],
  ],
  sendNotification: [
    ['body', 'message'],
    ['text', 'message'],
  ],
  transformData: [
    ['targetVariable', 'variable'],
    ['template', 'value'],
    ['operation', 'transform'],
  ],
};

function migrateAction(data: Record<string, unknown>): Record<string, unknown> {
  const renames = typeof data.actionType === 'string' ? ACTION_PARAMETER_RENAMES[data.actionType] : undefined;
  if (!renames || !isRecord(data.parameters)) return data;
  let parameters = data.parameters;
  for (const [from, to] of renames) {
    parameters = to === 'value' ? renameMissing(parameters, from, to) : renameBlank(parameters, from, to);
  }
  return parameters === data.parameters ? data : { ...data, parameters };
}

function migrateMessage(data: Record<string, unknown>): Record<string, unknown> {
  const { waitForResponse, variable, inputType, retryMessage, capture, ...rest } = renameBlank(
    data,
    'text',
    'message',
  );
  const next: Record<string, unknown> = rest;
  if (capture === true) next.capture = { validation: 'text' };
  else if (isRecord(capture)) next.capture = toCapture(capture, capture.validation);
  else if (waitForResponse === true) {
    const type = typeof inputType === 'string' ? inputType.trim().toLowerCase() : '';
    next.capture = toCapture({ variable, retryMessage }, LEGACY_INPUT_TYPES[type] ?? type);
  }
  return next;
}

/** A capture object in the current shape: trimmed names, a known validation (else `text`). */
function toCapture(fields: Record<string, unknown>, validation: unknown): Record<string, unknown> {
  const { variable, retryMessage, validation: _old, ...rest } = fields;
  const capture: Record<string, unknown> = {
    ...rest,
    validation: typeof validation === 'string' && VALIDATIONS.has(validation) ? validation : 'text',
  };
  const name = typeof variable === 'string' ? variable.trim() : '';
  if (name !== '' && name.length <= MAX_CAPTURE_VARIABLE_LENGTH) capture.variable = name;
  const retry = typeof retryMessage === 'string' ? retryMessage.trim() : '';
  if (retry !== '' && retry.length <= MAX_RETRY_MESSAGE_LENGTH) capture.retryMessage = retry;
  return capture;
}

/** Moves `from` into `to` when `to` holds no text; `from` goes either way. */
function renameBlank(data: Record<string, unknown>, from: string, to: string): Record<string, unknown> {
  if (!Object.hasOwn(data, from)) return data;
  const { [from]: old, ...rest } = data;
  if (!hasText(rest[to]) && hasText(old)) rest[to] = old;
  return rest;
}

/** Moves `from` into `to` when `to` is absent (any value counts, as the engine read it); `from` goes either way. */
function renameMissing(data: Record<string, unknown>, from: string, to: string): Record<string, unknown> {
  if (!Object.hasOwn(data, from)) return data;
  const { [from]: old, ...rest } = data;
  if (rest[to] === undefined || rest[to] === null) rest[to] = old;
  return rest;
}

function migrateEdgeHandle(edge: unknown, nodes: ReadonlyMap<string, Record<string, unknown>>): unknown {
  if (!isRecord(edge) || !Object.hasOwn(edge, 'sourceHandle')) return edge;
  const handle = edge.sourceHandle;
  const source = nodes.get(String(edge.source));
  const type = typeof source?.type === 'string' ? source.type : '';
  const next = canonicalHandle(handle, type, isRecord(source?.data) ? source.data : {});
  if (next === handle) return edge;
  const { sourceHandle: _old, ...rest } = edge;
  return next === undefined ? rest : { ...rest, sourceHandle: next };
}

function canonicalHandle(handle: unknown, type: string, data: Record<string, unknown>): unknown {
  if (typeof handle !== 'string' || PLACEHOLDER_HANDLES.has(handle)) return undefined;
  if (handle === 'output') return OUTPUT_HANDLE_TYPES.has(type) ? handle : undefined;
  if (type === 'decision') return decisionHandle(handle, data);
  if (type === 'emotionDetection') return emotionHandle(handle);
  return handle;
}

function decisionHandle(handle: string, data: Record<string, unknown>): string {
  const ids = (Array.isArray(data.conditions) ? data.conditions : []).map((condition) =>
    isRecord(condition) && typeof condition.id === 'string' ? condition.id : '',
  );
  if (ids.some((id) => id !== '' && getConditionHandleId(id) === handle)) return handle;
  if (ids.includes(handle)) return getConditionHandleId(handle);
  const index = /^output-(\d+)$/.exec(handle)?.[1];
  const byIndex = index === undefined ? '' : (ids[Number(index)] ?? '');
  return byIndex === '' ? handle : getConditionHandleId(byIndex);
}

function emotionHandle(handle: string): string {
  const emotion = handle.replace(/^emotion-/, '');
  return (NODE_FIELD_VALUES.emotions as readonly string[]).includes(emotion) ? `output-${emotion}` : handle;
}

function hasText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
