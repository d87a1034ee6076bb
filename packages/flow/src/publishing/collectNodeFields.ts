import { NODE_DATA_SCHEMAS } from '../model/nodeDataSchemas';
import type { NodeType } from '../model/nodeTypes';
import { isMaskedSecret, isSecretHeaderName, SECRET_MASK } from '../model/secretNodeFields';
import { isPlainRecord } from '../reading/readNodeData';
import { maskUrlSecrets } from './maskUrlSecrets';

/** How much of a field's value is hidden: nothing, the credentials inside a URL, or all of it. */
export type FieldSecrecy = 'none' | 'partial' | 'full';

/** One leaf of a node's content, as `diffFlows` compares and shows it. */
export interface NodeField {
  /** What is compared: a primitive, or a list of primitives. */
  readonly value: unknown;
  /** What is shown, already masked as `secrecy` says. */
  readonly display: string;
  readonly secrecy: FieldSecrecy;
  /**
   * For a list of items with ids (a decision's buttons, an HTTP node's response rules): the ids in
   * order. Only the order of the items both sides share is compared; additions and removals are
   * the items' own fields.
   */
  readonly order?: readonly string[];
}

/** The leaves of a node's data by path, in display order, with the data key each one lies under. */
export type NodeFields = Map<string, NodeField & { readonly root: string }>;

/**
 * Data keys that say nothing about what the bot does: editor state (folded cards, edit mode, the
 * performance mode, level of detail), bookkeeping (last edit times, who edited), the editor's test
 * results ('Probar' answers, errors, a detected emotion), the type copied into the data, the quick
 * creator's answers (`metadata`, repeated in the nodes' own fields) and what is derived from other
 * fields (a decision's `handleIds`, from its conditions).
 */
export const IGNORED_DATA_KEYS: ReadonlySet<string> = new Set([
  'isEditing',
  'isCollapsed',
  'isUltraPerformanceMode',
  'isUltra',
  'ultraMode',
  'lodLevel',
  'isSaving',
  'isLoading',
  'streaming',
  'status',
  'lastUpdated',
  'lastModified',
  'lastRun',
  'modifiedBy',
  'lastResponse',
  'lastPrompt',
  'interpolatedPromptPreview',
  'error',
  'detectedEmotion',
  'nodeType',
  'metadata',
  'parentNode',
  'handleIds',
]);

/**
 * Per type, data keys that only repeat the connections (an option's decision and condition, which
 * the option's incoming connection already says).
 */
const IGNORED_DATA_KEYS_BY_TYPE: Readonly<Partial<Record<NodeType, ReadonlySet<string>>>> = {
  option: new Set(['sourceNode', 'sourceHandle', 'conditionId']),
};

/** Names of fields holding a URL, whose credential query parameters are masked. */
const URL_KEY = /url$/i;
const WEB_ADDRESS = /^\s*https?:\/\//i;
const SEALED_PREFIX = 'sealed:';

/** The fields a list item is named by in an order change, first present wins. */
const ITEM_NAME_KEYS = ['text', 'label', 'key', 'targetVariable', 'variable'] as const;

/**
 * Every leaf of a node's data, by a stable dotted path, with the keys of `IGNORED_DATA_KEYS` left
 * out: top-level fields in the order of the type's data schema (then unknown ones by name), nested
 * objects by key name, lists of items with ids by id (`conditions.<id>.text`), key/value rows by
 * their key (`headers.<name>`), other lists of objects by position and lists of plain values as
 * one field. A `null` or an empty text is no field (not set), like an empty list or object.
 * `secretFields` are the node's secret fields (`getSecretNodeFields`), fully masked; credential
 * headers are too, and URLs have their credential query parameters masked.
 *
 * @example collectNodeFields('message', { message: 'Hola', capture: { variable: 'nombre' } }, [])
 * // Map { 'message' => { value: 'Hola', … }, 'capture.variable' => { value: 'nombre', … } }
 */
export function collectNodeFields(
  type: NodeType,
  data: Readonly<Record<string, unknown>>,
  secretFields: readonly string[],
): NodeFields {
  const out: NodeFields = new Map();
  const ignoredByType = IGNORED_DATA_KEYS_BY_TYPE[type];
  const secret = new Set(secretFields);
  for (const key of orderDataKeys(type, data)) {
    if (IGNORED_DATA_KEYS.has(key) || ignoredByType?.has(key)) continue;
    const leaves = new Map<string, NodeField>();
    visit(leaves, data[key], key, key, secret.has(key));
    for (const [path, field] of leaves) out.set(path, { ...field, root: key });
  }
  return out;
}

const schemaKeyOrder = new Map<NodeType, readonly string[]>();

/**
 * The data's keys: those the type's schema declares first, in its order, then the rest by name.
 *
 * @example orderDataKeys('message', { zeta: 1, capture: true, message: 'Hola' }) // ['message', 'capture', 'zeta']
 */
export function orderDataKeys(type: NodeType, data: Readonly<Record<string, unknown>>): string[] {
  let declared = schemaKeyOrder.get(type);
  if (!declared) {
    declared = Object.keys(NODE_DATA_SCHEMAS[type].shape);
    schemaKeyOrder.set(type, declared);
  }
  const present = new Set(Object.keys(data));
  const known = declared.filter((key) => present.has(key));
  const knownSet = new Set(known);
  return [...known, ...[...present].filter((key) => !knownSet.has(key)).sort()];
}

function visit(
  out: Map<string, NodeField>,
  value: unknown,
  path: string,
  key: string,
  secret: boolean,
): void {
  // Absent, null and an empty text all mean "not set".
  if (value === undefined || value === null || value === '') return;
  if (Array.isArray(value)) {
    visitList(out, value, path, key, secret);
    return;
  }
  if (isPlainRecord(value)) {
    const headers = key === 'headers';
    for (const child of Object.keys(value).sort()) {
      visit(out, value[child], `${path}.${child}`, child, secret || (headers && isSecretHeaderName(child)));
    }
    return;
  }
  out.set(path, leaf(value, key, secret));
}

function visitList(
  out: Map<string, NodeField>,
  list: readonly unknown[],
  path: string,
  key: string,
  secret: boolean,
): void {
  if (list.length === 0) return;
  if (list.every((item) => !isPlainRecord(item) && !Array.isArray(item))) {
    const displays = list.map((item) => (item === null || item === undefined ? '' : display(item)));
    out.set(path, {
      value: list,
      display: secret ? SECRET_MASK : displays.join(', '),
      secrecy: secret ? 'full' : 'none',
    });
    return;
  }
  const records = list.every(isPlainRecord) ? list : undefined;
  if (records?.every((row) => typeof row.key === 'string' && 'value' in row)) {
    const seen = new Map<string, number>();
    const headers = key === 'headers';
    records.forEach((row, index) => {
      const name = (row.key as string).trim() || (typeof row.id === 'string' ? row.id : `#${index}`);
      const occurrence = (seen.get(name) ?? 0) + 1;
      seen.set(name, occurrence);
      const rowPath = `${path}.${occurrence > 1 ? `${name}#${occurrence}` : name}`;
      visit(out, row.value, rowPath, name, secret || (headers && isSecretHeaderName(name)));
    });
    return;
  }
  const ids = records?.map((row) => row.id);
  if (
    records &&
    ids?.every((id): id is string => typeof id === 'string' && id !== '') &&
    new Set(ids).size === ids.length
  ) {
    for (const row of records) {
      const rowPath = `${path}.${row.id as string}`;
      for (const child of Object.keys(row).sort()) {
        if (child !== 'id') visit(out, row[child], `${rowPath}.${child}`, child, secret);
      }
    }
    out.set(path, {
      value: ids,
      display: secret ? SECRET_MASK : records.map(nameItem).join(', '),
      secrecy: secret ? 'full' : 'none',
      order: ids,
    });
    return;
  }
  list.forEach((item, index) => {
    visit(out, item, `${path}.${index}`, key, secret);
  });
}

function nameItem(row: Readonly<Record<string, unknown>>): string {
  for (const key of ITEM_NAME_KEYS) {
    const value = row[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return String(row.id);
}

function leaf(value: unknown, key: string, secret: boolean): NodeField {
  if (secret || (typeof value === 'string' && (isMaskedSecret(value) || value.startsWith(SEALED_PREFIX)))) {
    return { value, display: SECRET_MASK, secrecy: 'full' };
  }
  if (typeof value === 'string' && (URL_KEY.test(key) || WEB_ADDRESS.test(value))) {
    const masked = maskUrlSecrets(value);
    if (masked !== value) return { value, display: masked, secrecy: 'partial' };
  }
  return { value, display: display(value), secrecy: 'none' };
}

function display(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  return JSON.stringify(value) ?? String(value);
}
