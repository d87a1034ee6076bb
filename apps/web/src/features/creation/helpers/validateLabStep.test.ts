import { describe, expect, it } from 'vitest';
import { findInvalidLabStep, validateLabStep } from './validateLabStep';

const valid = { name: 'Nova', tone: 'sabio', selectedPowers: ['notion'] };

describe('validateLabStep', () => {
  it('wants a name of at least 3 characters after trimming', () => {
    expect(validateLabStep(1, { ...valid, name: '  ab  ' })).toBe('creation.lab.errors.nameTooShort');
    expect(validateLabStep(1, { ...valid, name: ' abc ' })).toBeNull();
  });

  it('wants one of the six personalities', () => {
    expect(validateLabStep(2, { ...valid, tone: '' })).toBe('creation.lab.errors.personalityRequired');
    expect(validateLabStep(2, { ...valid, tone: 'furioso' })).toBe('creation.lab.errors.personalityRequired');
    expect(validateLabStep(2, valid)).toBeNull();
  });

  it('wants at least one power', () => {
    expect(validateLabStep(3, { ...valid, selectedPowers: [] })).toBe('creation.lab.errors.powersRequired');
    expect(validateLabStep(3, valid)).toBeNull();
  });

  it('has no rule of its own on the preview', () => {
    expect(validateLabStep(4, { name: '', tone: '', selectedPowers: [] })).toBeNull();
  });

  it('finds the first failing step for a confirm reached by jumping ahead', () => {
    expect(findInvalidLabStep(valid)).toBeNull();
    expect(findInvalidLabStep({ ...valid, tone: '', selectedPowers: [] })).toEqual({
      step: 2,
      error: 'creation.lab.errors.personalityRequired',
    });
  });
});
