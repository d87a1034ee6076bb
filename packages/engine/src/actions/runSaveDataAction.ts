import type { VariableValue } from '../model/conversationStateSchema';
import { LAST_CHOICE_VARIABLE, LAST_REPLY_VARIABLE } from '../model/engineMessages';
import { callEffect } from '../run/callEffect';
import { type ActionRunner, CONTINUE } from './ActionRunner';

const BOOKKEEPING: ReadonlySet<string> = new Set([LAST_REPLY_VARIABLE, LAST_CHOICE_VARIABLE]);

/**
 * `saveData`: saves a lead with `effects.saveLead`: the variables listed in `fields` (an array or a
 * comma-separated text), or else every collected variable except `last_reply` and `last_choice`.
 */
export const runSaveDataAction: ActionRunner = async (params, node, turn) => {
  const lead = pickLead(params.raw('fields'), turn.state.variables);
  if (Object.keys(lead).length === 0) {
    turn.log(node, 'action-skipped', 'saveData: sin datos');
    return CONTINUE;
  }
  const saveLead = turn.effects.saveLead;
  if (!saveLead) {
    turn.log(node, 'action-not-configured', 'saveData');
    return CONTINUE;
  }
  const result = await callEffect(() => saveLead(lead));
  turn.log(node, result.ok ? 'action-done' : 'action-failed', result.ok ? 'saveData' : result.error);
  return CONTINUE;
};

function pickLead(
  fields: unknown,
  variables: Readonly<Record<string, VariableValue>>,
): Record<string, VariableValue> {
  const names = Array.isArray(fields)
    ? fields.filter((field): field is string => typeof field === 'string')
    : typeof fields === 'string'
      ? fields.split(',')
      : undefined;
  const lead: Record<string, VariableValue> = {};
  if (names) {
    for (const name of names.map((field) => field.trim())) {
      if (name !== '' && name !== '__proto__' && Object.hasOwn(variables, name))
        lead[name] = variables[name] ?? null;
    }
    return lead;
  }
  for (const [name, value] of Object.entries(variables)) {
    if (!BOOKKEEPING.has(name) && name !== '__proto__') lead[name] = value;
  }
  return lead;
}
