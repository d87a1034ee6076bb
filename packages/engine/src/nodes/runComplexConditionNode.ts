import { isPlainRecord, readNodeData, readRecord } from '@plubot/flow';
import { evaluateCondition } from '../actions/evaluateCondition';
import { CONDITIONAL_HANDLES } from '../actions/runConditionalAction';
import type { EngineNode } from '../compile/compileFlow';
import { getNextNodeId } from '../compile/getNextNodeId';
import type { Turn } from '../run/createTurn';
import { goTo, type StepOutcome } from '../run/stepOutcome';

/**
 * `complexConditionNode`: checks its rules — each a variable compared with a value (interpolated) by
 * an operator, see `evaluateCondition` — joined by `and` (all hold; the default) or `or` (any holds),
 * and leaves by its `true` or `false` output. Rules without a variable are ignored; with no rule
 * left the condition does not hold. Never follows the other result's output.
 */
export async function runComplexConditionNode(node: EngineNode, turn: Turn): Promise<StepOutcome> {
  const fields = readNodeData('complexConditionNode', node.data);
  const rules = fields
    .list('rules')
    .map((rule) => readRecord(isPlainRecord(rule) ? rule : undefined))
    .filter((rule) => rule.text('variable') !== undefined);
  const check = (rule: (typeof rules)[number]) => {
    const variable = rule.text('variable')?.trim() ?? '';
    const left = Object.hasOwn(turn.state.variables, variable) ? turn.state.variables[variable] : undefined;
    return evaluateCondition(left, rule.text('operator') ?? 'equals', turn.render(rule.text('value') ?? ''));
  };
  const result = rules.length > 0 && (fields.text('join') === 'or' ? rules.some(check) : rules.every(check));
  turn.log(node, 'condition', String(result));
  return goTo(
    getNextNodeId(turn.flow, node.id, [...CONDITIONAL_HANDLES[result ? 'true' : 'false']], {
      anyEdge: false,
    }),
  );
}
