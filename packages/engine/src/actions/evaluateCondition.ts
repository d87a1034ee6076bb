import type { VariableValue } from '../model/conversationStateSchema';
import { foldText } from '../text/foldText';
import { formatVariable } from '../text/interpolate';
import { parseNumberReply } from '../text/validateReply';

type Comparison = (left: string, right: string) => boolean;

const compareNumbers =
  (test: (left: number, right: number) => boolean): Comparison =>
  (left, right) => {
    const a = parseNumberReply(left.trim());
    const b = parseNumberReply(right.trim());
    return a !== undefined && b !== undefined && test(a, b);
  };

const equals: Comparison = (left, right) => {
  const a = parseNumberReply(left.trim());
  const b = parseNumberReply(right.trim());
  return a !== undefined && b !== undefined ? a === b : foldText(left) === foldText(right);
};

const OPERATORS: Readonly<Record<string, Comparison>> = {
  equals,
  notEquals: (left, right) => !equals(left, right),
  contains: (left, right) => foldText(left).includes(foldText(right)),
  notContains: (left, right) => !foldText(left).includes(foldText(right)),
  startsWith: (left, right) => foldText(left).startsWith(foldText(right)),
  endsWith: (left, right) => foldText(left).endsWith(foldText(right)),
  greaterThan: compareNumbers((a, b) => a > b),
  lessThan: compareNumbers((a, b) => a < b),
  greaterOrEqual: compareNumbers((a, b) => a >= b),
  lessOrEqual: compareNumbers((a, b) => a <= b),
  isEmpty: (left) => left.trim() === '',
  isNotEmpty: (left) => left.trim() !== '',
};

const ALIASES: Readonly<Record<string, string>> = {
  '==': 'equals',
  '===': 'equals',
  '=': 'equals',
  eq: 'equals',
  '!=': 'notEquals',
  '!==': 'notEquals',
  neq: 'notEquals',
  '>': 'greaterThan',
  gt: 'greaterThan',
  '<': 'lessThan',
  lt: 'lessThan',
  '>=': 'greaterOrEqual',
  gte: 'greaterOrEqual',
  '<=': 'lessOrEqual',
  lte: 'lessOrEqual',
};

/**
 * Compares a variable's value with a value by an operator: `equals` (numbers as numbers, texts
 * ignoring case and accents), `notEquals`, `contains`, `notContains`, `startsWith`, `endsWith`,
 * `greaterThan`, `lessThan`, `greaterOrEqual`, `lessOrEqual` (numbers only), `isEmpty`,
 * `isNotEmpty`; also `==`, `!=`, `>`, `<`, `>=`, `<=`. An unknown operator is `equals`.
 *
 * @example evaluateCondition(18, '>=', '18') // true
 */
export function evaluateCondition(left: VariableValue | undefined, operator: string, right: string): boolean {
  const name = ALIASES[operator.trim()] ?? operator.trim();
  const compare = Object.hasOwn(OPERATORS, name) ? OPERATORS[name] : undefined;
  return (compare ?? equals)(formatVariable(left), right);
}
