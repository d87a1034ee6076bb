import {
  type ActionService,
  findPowerAction,
  MAX_POWER_FIELD_NAME_LENGTH,
  MAX_POWER_FIELDS,
  type NodeDataOf,
  type PowerActionDefinition,
  type PowerChoiceKind,
} from '@plubot/flow';

type PowerData = NodeDataOf<'power'>;
/** A power node's map of texts (`inputs`, `fields`) or of variable names (`outputs`). */
type TextMap = Readonly<Record<string, string>>;

/**
 * What a power node forgets when its power changes (issue #31): another service's connection,
 * action, inputs, fields and outputs mean nothing to the new one.
 */
export const CLEARED_POWER_ACTION_DATA = {
  connectionId: undefined,
  action: undefined,
  inputs: undefined,
  fields: undefined,
  outputs: undefined,
} as const satisfies Partial<PowerData>;

/** The entries of `map` whose names `keep` accepts; `undefined` when none is left. */
function keepEntries(
  map: TextMap | undefined,
  keep: (name: string) => boolean,
): Record<string, string> | undefined {
  const kept = Object.entries(map ?? {}).filter(([name]) => keep(name));
  return kept.length > 0 ? Object.fromEntries(kept) : undefined;
}

/**
 * The node data to write when the owner picks another action of a service's power: the action,
 * and of what the node held only what the new action uses — the inputs it has (a Notion database
 * stays when going from «Crear una página» to «Buscar»), the free fields if it takes fields, and
 * the outputs it gives (every name, for an action that gives each field of what it found) — and
 * the inputs' defaults it does not hold yet (a Zendesk ticket's transcript: on).
 * @example getActionChangePatch({ inputs: { email: '{{email}}', note: 'x' } }, 'hubspot', 'upsertContact').inputs
 * // { email: '{{email}}' }
 */
export function getActionChangePatch(
  data: PowerData,
  service: ActionService,
  actionId: string,
): Partial<PowerData> {
  const definition = findPowerAction(service, actionId);
  if (!definition) return { action: undefined, inputs: undefined, fields: undefined, outputs: undefined };
  const inputKeys = new Set(definition.inputs.map((input) => input.key));
  const outputNames = new Set(definition.outputs);
  return {
    action: definition.id,
    inputs: withInputDefaults(
      definition,
      keepEntries(data.inputs, (key) => inputKeys.has(key)),
    ),
    fields: definition.fields ? keepEntries(data.fields, () => true) : undefined,
    outputs:
      definition.outputs.length === 0
        ? undefined
        : keepEntries(data.outputs, (name) => definition.fieldOutputs === true || outputNames.has(name)),
  };
}

/**
 * `inputs` with the `defaultValue` of each input of the action the node does not hold yet: picking
 * «Abrir un ticket» turns its transcript switch on. `undefined` when it holds none and none has a default.
 */
function withInputDefaults(
  definition: PowerActionDefinition,
  inputs: Record<string, string> | undefined,
): Record<string, string> | undefined {
  const defaults = definition.inputs.flatMap((input) =>
    input.defaultValue !== undefined && inputs?.[input.key] === undefined
      ? [[input.key, input.defaultValue] as const]
      : [],
  );
  if (defaults.length === 0) return inputs;
  return { ...inputs, ...Object.fromEntries(defaults) };
}

/**
 * `map` with `name` set to `value`, or without it when the value is blank: an input, a field or
 * an output left empty is not stored. `undefined` when nothing is left.
 * @example setMapEntry({ a: '1' }, 'b', '2') // { a: '1', b: '2' }
 */
export function setMapEntry(
  map: TextMap | undefined,
  name: string,
  value: string,
): Record<string, string> | undefined {
  const { [name]: _previous, ...rest } = map ?? {};
  const next = value.trim() === '' ? rest : { ...rest, [name]: value };
  return Object.keys(next).length > 0 ? next : undefined;
}

/** One row of the free fields' editor: a property's name and its text with `{{variables}}`. */
export interface PowerFieldRow {
  id: string;
  name: string;
  value: string;
}

/** The rows of a node's free fields, in their stored order, each with an id made by `createId`. */
export function toFieldRows(fields: TextMap | undefined, createId: () => string): PowerFieldRow[] {
  return Object.entries(fields ?? {}).map(([name, value]) => ({ id: createId(), name, value }));
}

/**
 * The free fields to store from the editor's rows: names trimmed and cut to the allowed length,
 * rows without a name left out (still being written), the first of a repeated name kept, and at
 * most MAX_POWER_FIELDS. `undefined` when none is left.
 * @example toFieldMap([{ id: '1', name: ' Estado ', value: 'Nuevo' }, { id: '2', name: '', value: 'x' }])
 * // { Estado: 'Nuevo' }
 */
export function toFieldMap(rows: readonly PowerFieldRow[]): Record<string, string> | undefined {
  const fields: Record<string, string> = {};
  for (const row of rows) {
    const name = row.name.trim().slice(0, MAX_POWER_FIELD_NAME_LENGTH);
    if (name === '' || name in fields) continue;
    if (Object.keys(fields).length >= MAX_POWER_FIELDS) break;
    fields[name] = row.value;
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}

/**
 * The input whose value a list belongs to: a Notion database's properties are read with the
 * database the node chose (`databaseId`), a Trello board's lists with the board, an Asana
 * workspace's projects and a project's sections, a Monday board's groups. Lists not named here
 * need no parent.
 */
export const CHOICE_PARENT_INPUTS: Readonly<Partial<Record<PowerChoiceKind, string | readonly string[]>>> = {
  googleSheet: 'spreadsheetId',
  // A sheet's columns are read with the spreadsheet and the sheet: `<spreadsheet id>/<sheet>`.
  googleSheetColumn: ['spreadsheetId', 'sheet'],
  notionProperty: 'databaseId',
  trelloList: 'boardId',
  asanaProject: 'workspaceId',
  asanaSection: 'projectId',
  mondayGroup: 'boardId',
  typeformHiddenField: 'formId',
  typeformQuestion: 'formId',
  surveymonkeyVariable: 'surveyId',
  surveymonkeyQuestion: 'surveyId',
};

/**
 * The parent a list of `kind` is read with, from the node's inputs: `undefined` for a list without
 * one, `null` while the parent cannot be read (not chosen yet, or a `{{variable}}`).
 */
export function getChoiceParent(
  kind: PowerChoiceKind,
  inputs: TextMap | undefined,
): string | null | undefined {
  const parentInputs = parentInputsOf(kind);
  if (parentInputs.length === 0) return undefined;
  const parents = parentInputs.map((key) => inputs?.[key]);
  return parents.every(isKnownParent) ? parents.map((parent) => parent.trim()).join('/') : null;
}

/** The inputs a list of `kind` is read with (none for a list of its own). */
function parentInputsOf(kind: PowerChoiceKind): readonly string[] {
  const parent = CHOICE_PARENT_INPUTS[kind];
  return parent === undefined ? [] : typeof parent === 'string' ? [parent] : parent;
}

/**
 * A power node's inputs with `key` set to `value` (blank: left out) and, when it changed, without
 * the picks whose list belongs to it — a Trello list of the board chosen before, an Asana project of
 * another workspace and its section — which would still act on the old parent. `undefined` when
 * nothing is left.
 * @example setActionInput(createCard, { boardId: 'b1', listId: 'l1' }, 'boardId', 'b2') // { boardId: 'b2' }
 */
export function setActionInput(
  definition: PowerActionDefinition,
  inputs: TextMap | undefined,
  key: string,
  value: string,
): Record<string, string> | undefined {
  let next = setMapEntry(inputs, key, value);
  if ((inputs?.[key] ?? '') === value) return next;
  for (const input of definition.inputs) {
    if (input.pick && parentInputsOf(input.pick).includes(key))
      next = setActionInput(definition, next, input.key, '');
  }
  return next;
}

/**
 * Whether a pick's parent (a Notion database id) can be read now: chosen, and not a `{{variable}}`
 * only the conversation fills in.
 */
export function isKnownParent(parent: string | undefined): parent is string {
  return parent !== undefined && parent.trim() !== '' && !parent.includes('{{');
}

/**
 * The list an action's field names come from: its free fields' own (a Notion database's
 * properties, a Typeform form's hidden fields), or, for an action that gives each field of what it
 * found, the list it names (a form's questions) or else the list of the input that names a field
 * (the property a Notion lookup searches). `undefined` when names are typed.
 */
export function getFieldListKind(definition: PowerActionDefinition): PowerChoiceKind | undefined {
  if (definition.fields) return definition.fields.pick;
  if (!definition.fieldOutputs) return undefined;
  if (definition.fieldOutputsPick) return definition.fieldOutputsPick;
  return definition.inputs.find((input) => input.pick && CHOICE_PARENT_INPUTS[input.pick] !== undefined)
    ?.pick;
}

/**
 * The names of the fields an inline action may also save (a Notion page's properties), from the
 * database's properties: those not shadowed by one of the action's own outputs (`title`, `url`).
 */
export function getFieldOutputNames(
  definition: PowerActionDefinition,
  properties: readonly { id: string }[],
): string[] {
  if (!definition.fieldOutputs) return [];
  const own = new Set(definition.outputs);
  return properties.map((property) => property.id).filter((name) => !own.has(name));
}
