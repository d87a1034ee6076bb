import { createFlowMessage } from '../messages/createFlowMessage';
import type { FlowMessage } from '../messages/flowMessages';
import type { DecisionCondition } from '../model/nodeDataSchemas';
import { err, ok, type Result } from '../result';
import { DECISION_COLORS, getConditionColor } from './conditionColors';

/** A decision offers at most 5 conditions; a sixth is refused (spec §5 "Per node"). */
export const MAX_DECISION_CONDITIONS = 5;

/** The text of a newly added condition. */
export const NEW_CONDITION_TEXT = 'Nueva condición';

/**
 * The conditions of a new decision: 'Sí' (true, green) and 'No' (false, red), with ids built from
 * the node id.
 *
 * @example createDefaultConditions('decision-1')[0] // { id: 'decision-1-cond-0', text: 'Sí', color: '#4CAF50', condition: true }
 */
export function createDefaultConditions(nodeId: string): DecisionCondition[] {
  return [
    { id: `${nodeId}-cond-0`, text: 'Sí', color: DECISION_COLORS.green, condition: true },
    { id: `${nodeId}-cond-1`, text: 'No', color: DECISION_COLORS.red, condition: false },
  ];
}

/** The conditions of a decision dropped from the palette: 'Opción A' (blue) and 'Opción B' (red). */
export function createPaletteConditions(nodeId: string): DecisionCondition[] {
  return [
    { id: `${nodeId}-cond-0`, text: 'Opción A', color: DECISION_COLORS.blue },
    { id: `${nodeId}-cond-1`, text: 'Opción B', color: DECISION_COLORS.red },
  ];
}

/**
 * Appends a 'Nueva condición' whose colour continues the 8-colour cycle, or refuses when the
 * decision already has {@link MAX_DECISION_CONDITIONS}.
 */
export function addDecisionCondition(
  nodeId: string,
  conditions: readonly DecisionCondition[],
): Result<DecisionCondition[], FlowMessage> {
  if (!canAddDecisionCondition(conditions)) {
    return err(createFlowMessage('decision.tooManyConditions', { max: MAX_DECISION_CONDITIONS }));
  }
  const condition: DecisionCondition = {
    id: createConditionId(nodeId, conditions),
    text: NEW_CONDITION_TEXT,
    color: getConditionColor(conditions.length),
  };
  return ok([...conditions, condition]);
}

/** Whether another condition may be added (drives the disabled state of the menu item). */
export function canAddDecisionCondition(conditions: readonly DecisionCondition[]): boolean {
  return conditions.length < MAX_DECISION_CONDITIONS;
}

/** The first id of the form `{nodeId}-cond-{n}` not used by any of the conditions. */
export function createConditionId(nodeId: string, conditions: readonly DecisionCondition[]): string {
  const used = new Set(conditions.map((condition) => condition.id));
  let index = conditions.length;
  for (let n = 0; n <= conditions.length; n += 1) {
    if (!used.has(`${nodeId}-cond-${n}`)) {
      index = n;
      break;
    }
  }
  return `${nodeId}-cond-${index}`;
}

/** The decision's output handle for a condition: `output-{conditionId}` (spec §3 "Option link"). */
export function getConditionHandleId(conditionId: string): string {
  return `output-${conditionId}`;
}
