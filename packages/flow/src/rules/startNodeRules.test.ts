import { describe, expect, it } from 'vitest';
import { validateStartNode } from './startNodeRules';

const messages = (label: string, dynamicContent: string) => {
  const result = validateStartNode({ label, dynamicContent });
  return result.ok ? [] : result.error.map((issue) => [issue.path, issue.message]);
};

describe('validateStartNode', () => {
  it('accepts a title up to 50 and content up to 200 characters', () => {
    expect(validateStartNode({ label: 'x'.repeat(50), dynamicContent: 'y'.repeat(200) })).toEqual({
      ok: true,
      value: undefined,
    });
  });

  it('refuses empty fields', () => {
    expect(messages('  ', '')).toEqual([
      ['label', 'El título no puede estar vacío.'],
      ['dynamicContent', 'El contenido no puede estar vacío.'],
    ]);
  });

  it('refuses over-long fields', () => {
    expect(messages('x'.repeat(51), 'y'.repeat(201))).toEqual([
      ['label', 'El nombre no puede exceder los 50 caracteres.'],
      ['dynamicContent', 'El contenido dinámico no puede exceder los 200 caracteres.'],
    ]);
  });
});
