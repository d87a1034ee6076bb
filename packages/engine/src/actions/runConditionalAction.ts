import type { ActionRunner } from './ActionRunner';
import { evaluateCondition } from './evaluateCondition';

/** The outputs a conditional action follows for each result. */
export const CONDITIONAL_HANDLES = {
  true: ['true', 'output-true', 'onTrue', 'yes'],
  false: ['false', 'output-false', 'onFalse', 'no'],
} as const;

/**
 * `conditional`: compares the variable named by parameter `variable` with parameter `value`
 * (interpolated) using `operator` (default `equals`; see `evaluateCondition`) and follows the
 * `true` or `false` output, else the default edge — never the other result's output.
 */
export const runConditionalAction: ActionRunner = async (params, node, turn) => {
  const variable = params.text('variable')?.trim() ?? '';
  const left = Object.hasOwn(turn.state.variables, variable) ? turn.state.variables[variable] : undefined;
  const value = params.raw('value');
  const right =
    typeof value === 'string'
      ? turn.render(value)
      : typeof value === 'number' || typeof value === 'boolean'
        ? String(value)
        : '';
  const result = evaluateCondition(left, params.text('operator') ?? 'equals', right);
  turn.log(node, 'condition', String(result));
  return { handles: [...CONDITIONAL_HANDLES[result ? 'true' : 'false']], anyEdge: false };
};
