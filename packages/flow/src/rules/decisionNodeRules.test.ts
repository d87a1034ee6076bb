import { describe, expect, it } from 'vitest';
import { createNode } from '../catalogue/createNode';
import { isDecisionVariablesOn, validateDecisionQuestion } from './decisionNodeRules';
import { getOptionDisplayLabel, validateOptionInstruction } from './optionNodeRules';

describe('validateDecisionQuestion', () => {
  it('accepts 1 to 500 characters after trimming and returns the trimmed question', () => {
    expect(validateDecisionQuestion('  ¿Seguimos?  ')).toEqual({ ok: true, value: '¿Seguimos?' });
    expect(validateDecisionQuestion('x'.repeat(500)).ok).toBe(true);
  });

  it('refuses empty and over-long questions', () => {
    expect(validateDecisionQuestion('   ')).toEqual({
      ok: false,
      error: { code: 'decision.questionEmpty', message: 'La pregunta no puede estar vacía.' },
    });
    expect(validateDecisionQuestion('x'.repeat(501))).toMatchObject({
      ok: false,
      error: {
        code: 'decision.questionTooLong',
        message: 'La pregunta no puede exceder los 500 caracteres.',
      },
    });
  });
});

describe('option rules', () => {
  it('limits the instruction to 500 characters', () => {
    expect(validateOptionInstruction('x'.repeat(500)).ok).toBe(true);
    expect(validateOptionInstruction('x'.repeat(501))).toMatchObject({
      ok: false,
      error: {
        code: 'option.instructionTooLong',
        message: 'La instrucción no puede exceder los 500 caracteres.',
      },
    });
  });

  it("shows the parent condition's text, else its own label, else 'Opción'", () => {
    const decision = createNode('decision', { id: 'd' });
    const linked = createNode('option', {
      data: { label: 'Propia', sourceNode: 'd', sourceHandle: 'd-cond-1' },
    });
    const unlinked = createNode('option', {
      data: { label: 'Propia', sourceNode: 'd', sourceHandle: 'zzz' },
    });
    const bare = createNode('option', { data: { label: '' } });
    expect(getOptionDisplayLabel(linked, [decision])).toBe('No');
    expect(getOptionDisplayLabel(unlinked, [decision])).toBe('Propia');
    expect(getOptionDisplayLabel(bare, [decision])).toBe('Opción');
  });
});

describe('isDecisionVariablesOn', () => {
  it('is on by default and off only when turned off, as the engine fills the question', () => {
    expect(isDecisionVariablesOn({})).toBe(true);
    expect(isDecisionVariablesOn({ enableVariables: null })).toBe(true);
    expect(isDecisionVariablesOn({ enableVariables: true })).toBe(true);
    expect(isDecisionVariablesOn({ enableVariables: false })).toBe(false);
  });
});
