import { describe, expect, it } from 'vitest';
import { evaluateCondition } from './evaluateCondition';

describe('evaluateCondition', () => {
  it.each([
    ['Ana', 'equals', 'ANA', true],
    [10, '==', '10.0', true],
    ['10', 'equals', '10,0', true],
    ['Perú', 'contains', 'peru', true],
    ['hola', 'notContains', 'x', true],
    ['hola', 'startsWith', 'HO', true],
    ['hola', 'endsWith', 'la', true],
    [18, '>=', '18', true],
    [17, 'greaterOrEqual', '18', false],
    ['5', 'lessThan', '10', true],
    ['cinco', '<', '10', false],
    [null, 'isEmpty', '', true],
    [undefined, 'isNotEmpty', '', false],
    [true, 'equals', 'true', true],
    ['a', 'whatever', 'a', true],
  ] as const)('%j %s %j → %s', (left, operator, right, expected) => {
    expect(evaluateCondition(left, operator, right)).toBe(expected);
  });
});
