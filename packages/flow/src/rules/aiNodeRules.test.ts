import { describe, expect, it } from 'vitest';
import {
  checkAiNodeRunnable,
  clampAiTemperature,
  getAiProLengthLabel,
  getAiProTemperatureLabel,
  validateAiNodeSettings,
  validateAiProNode,
} from './aiNodeRules';

describe('AI node', () => {
  it('accepts temperature 0 to 2 and maxTokens from 1', () => {
    expect(validateAiNodeSettings({ temperature: 0, maxTokens: 1 }).ok).toBe(true);
    expect(validateAiNodeSettings({ temperature: 2, maxTokens: 4096 }).ok).toBe(true);
  });

  it('refuses values outside the ranges', () => {
    const result = validateAiNodeSettings({ temperature: 2.1, maxTokens: 0 });
    expect(result.ok ? [] : result.error.map((i) => [i.path, i.message])).toEqual([
      ['temperature', 'La temperatura debe estar entre 0 y 2.'],
      ['maxTokens', 'El máximo de tokens debe ser un entero de al menos 1.'],
    ]);
    expect(validateAiNodeSettings({ temperature: Number.NaN, maxTokens: 1.5 }).ok).toBe(false);
  });

  it('keeps the slider on its 0.1 grid within 0 and 2', () => {
    expect(clampAiTemperature(0.74)).toBe(0.7);
    expect(clampAiTemperature(5)).toBe(2);
    expect(clampAiTemperature(-1)).toBe(0);
    expect(clampAiTemperature(Number.NaN)).toBe(0.7);
  });

  it('refuses to run with an empty prompt and system message', () => {
    expect(checkAiNodeRunnable({ promptTemplate: ' ', systemMessage: '' })).toEqual({
      ok: false,
      error: {
        code: 'ai.emptyPrompt',
        message: 'El prompt y el mensaje de sistema están vacíos. No se puede ejecutar.',
      },
    });
    expect(checkAiNodeRunnable({ promptTemplate: '', systemMessage: 'Eres útil' }).ok).toBe(true);
  });
});

describe('AI Pro node', () => {
  it('needs a label, temperature 0.2 to 1 and maxTokens 50 to 500', () => {
    expect(validateAiProNode({ label: 'x', temperature: 0.2, maxTokens: 50 }).ok).toBe(true);
    expect(validateAiProNode({ label: 'x', temperature: 1, maxTokens: 500 }).ok).toBe(true);
    const result = validateAiProNode({ label: '', temperature: 0.1, maxTokens: 501 });
    expect(result.ok ? [] : result.error.map((i) => [i.path, i.message])).toEqual([
      ['label', 'El título no puede estar vacío.'],
      ['temperature', 'La temperatura debe estar entre 0.2 y 1.'],
      ['maxTokens', 'El máximo de tokens debe ser un entero entre 50 y 500.'],
    ]);
  });

  it('labels creativity: Racional up to 0.4, Equilibrado up to 0.8, Creativo above', () => {
    expect([0.2, 0.4, 0.41, 0.8, 0.81].map((t) => getAiProTemperatureLabel(t).message)).toEqual([
      'Racional',
      'Racional',
      'Equilibrado',
      'Equilibrado',
      'Creativo',
    ]);
  });

  it('labels length: Breve up to 150, Medio up to 400, Largo above', () => {
    expect([50, 150, 151, 400, 401].map((n) => getAiProLengthLabel(n).message)).toEqual([
      'Breve',
      'Breve',
      'Medio',
      'Medio',
      'Largo',
    ]);
  });
});
