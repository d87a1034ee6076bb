import { readNodeData } from '@plubot/flow';
import type { EngineNode } from '../compile/compileFlow';
import { getNextNodeId } from '../compile/getNextNodeId';
import type { VariableValue } from '../model/conversationStateSchema';
import { LAST_CHOICE_VARIABLE, LAST_REPLY_VARIABLE } from '../model/engineMessages';
import { callEffect } from '../run/callEffect';
import type { Turn } from '../run/createTurn';
import { goTo, type StepOutcome } from '../run/stepOutcome';

/** The outputs a lookup follows: the record was found, or not (then the default edge). */
export const DATABASE_HANDLES = { found: 'found', notFound: 'notFound' } as const;

/** Sizes of the bot's own records. */
export const DATABASE_LIMITS = { maxKeyLength: 500, maxCollectionLength: 100, maxFields: 50 } as const;

const BOOKKEEPING: ReadonlySet<string> = new Set([LAST_REPLY_VARIABLE, LAST_CHOICE_VARIABLE]);

/**
 * `databaseNode`: works with the bot's own records. `save` stores the listed variables (or every
 * collected one) under the interpolated key in the collection, replacing a record with that key;
 * `lookup` reads the record with that key and puts each field in `{resultVariable}.{field}` (default
 * prefix: the collection), then leaves by `found` or `notFound`. Without a collection, a key or the
 * host's record effects it is traced and passes on.
 */
export async function runDatabaseNode(node: EngineNode, turn: Turn): Promise<StepOutcome> {
  const fields = readNodeData('databaseNode', node.data);
  const anyEdge = () => goTo(getNextNodeId(turn.flow, node.id, undefined, { anyEdge: true }));
  const collection = fields.text('collection')?.trim().slice(0, DATABASE_LIMITS.maxCollectionLength) ?? '';
  const key = turn
    .render(fields.text('key') ?? '')
    .trim()
    .slice(0, DATABASE_LIMITS.maxKeyLength);
  if (collection === '' || key === '') {
    turn.log(
      node,
      'action-skipped',
      collection === '' ? 'databaseNode: sin colección' : 'databaseNode: clave vacía',
    );
    return anyEdge();
  }
  if (fields.text('operation') === 'lookup')
    return lookup(node, turn, { collection, key }, fields.text('resultVariable'));

  const saveRecord = turn.effects.saveRecord;
  if (!saveRecord) {
    turn.log(node, 'action-not-configured', 'databaseNode');
    return anyEdge();
  }
  const names = fields
    .list('fields')
    .filter((name): name is string => typeof name === 'string' && name.trim() !== '')
    .map((name) => name.trim());
  const all = turn.state.variables;
  const chosen = names.length > 0 ? names : Object.keys(all).filter((name) => !BOOKKEEPING.has(name));
  const data: Record<string, VariableValue> = {};
  for (const name of chosen.slice(0, DATABASE_LIMITS.maxFields)) {
    data[name] = Object.hasOwn(all, name) ? (all[name] ?? null) : null;
  }
  const result = await callEffect(() => saveRecord({ collection, key, data }));
  turn.log(
    node,
    result.ok ? 'action-done' : 'action-failed',
    result.ok ? `guardado en ${collection}` : result.error,
  );
  return anyEdge();
}

async function lookup(
  node: EngineNode,
  turn: Turn,
  request: { collection: string; key: string },
  resultVariable: string | undefined,
): Promise<StepOutcome> {
  const lookupRecord = turn.effects.lookupRecord;
  const follow = (handle: string) =>
    goTo(
      getNextNodeId(turn.flow, node.id, [handle], { anyEdge: false }) ?? getNextNodeId(turn.flow, node.id),
    );
  if (!lookupRecord) {
    turn.log(node, 'action-not-configured', 'databaseNode');
    return follow(DATABASE_HANDLES.notFound);
  }
  const result = await callEffect(() => lookupRecord(request));
  if (!result.ok) {
    turn.log(node, 'action-failed', result.error);
    return follow(DATABASE_HANDLES.notFound);
  }
  if (!('record' in result) || result.record === null) {
    turn.log(node, 'record-not-found', request.key);
    return follow(DATABASE_HANDLES.notFound);
  }
  const prefix = resultVariable?.trim() || request.collection;
  for (const [field, value] of Object.entries(result.record)) turn.setVariable(`${prefix}.${field}`, value);
  turn.log(node, 'record-found', request.key);
  return follow(DATABASE_HANDLES.found);
}
