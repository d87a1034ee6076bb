import { describe, expect, it } from 'vitest';
import { CONDITION_COLORS, getConditionColor } from './conditionColors';
import {
  addDecisionCondition,
  canAddDecisionCondition,
  createConditionId,
  createDefaultConditions,
  getConditionHandleId,
} from './decisionConditions';

describe('addDecisionCondition', () => {
  it("adds 'Nueva condición' with the next colour of the cycle", () => {
    const result = addDecisionCondition('d', createDefaultConditions('d'));
    expect(result.ok && result.value[2]).toEqual({
      id: 'd-cond-2',
      text: 'Nueva condición',
      color: CONDITION_COLORS[2],
    });
  });

  it('accepts a fifth condition and refuses a sixth', () => {
    let conditions = createDefaultConditions('d');
    for (let i = 0; i < 3; i += 1) {
      const result = addDecisionCondition('d', conditions);
      if (!result.ok) throw new Error('refused too early');
      conditions = result.value;
    }
    expect(conditions).toHaveLength(5);
    expect(canAddDecisionCondition(conditions)).toBe(false);
    expect(addDecisionCondition('d', conditions)).toEqual({
      ok: false,
      error: {
        code: 'decision.tooManyConditions',
        message: 'Una decisión admite como máximo 5 condiciones.',
        params: { max: 5 },
      },
    });
  });

  it('reuses a free id after a condition was removed', () => {
    expect(createConditionId('d', [{ id: 'd-cond-1', text: 'No' }])).toBe('d-cond-0');
  });
});

describe('condition colours', () => {
  it('cycle through 8 colours', () => {
    expect(CONDITION_COLORS).toHaveLength(8);
    expect(getConditionColor(8)).toBe(getConditionColor(0));
    expect(getConditionColor(9)).toBe(CONDITION_COLORS[1]);
  });
});

describe('getConditionHandleId', () => {
  it('is output-{conditionId}', () => {
    expect(getConditionHandleId('d-cond-0')).toBe('output-d-cond-0');
  });
});
