import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupSimilarQuestions } from './groupSimilarQuestions';

describe('groupSimilarQuestions', () => {
  it('groups questions with the same or similar terms, largest group first', () => {
    const groups = groupSimilarQuestions([
      'tienen tarjetas regalo?',
      '¿Abren el domingo?',
      'venden tarjeta de regalo',
      'abren domingos??',
      'Abren los domingos',
      'hacen descuento a jubilados',
    ]);
    expect(groups.map((group) => group.indexes)).toEqual([[1, 3, 4], [0, 2], [5]]);
    expect(groups[0]?.terms).toEqual(['doming', 'horari']);
    expect(groups[1]?.questions).toEqual(['tienen tarjetas regalo?', 'venden tarjeta de regalo']);
  });

  it('groups questions without any term only with the same text', () => {
    expect(groupSimilarQuestions(['hola', '¡Hola!', '??']).map((group) => group.indexes)).toEqual([
      [0, 1],
      [2],
    ]);
  });

  it('puts every question in exactly one group', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 40 }), { maxLength: 25 }), (questions) => {
        const indexes = groupSimilarQuestions(questions).flatMap((group) => group.indexes);
        expect([...indexes].sort((a, b) => a - b)).toEqual(questions.map((_, i) => i));
      }),
      { numRuns: 200 },
    );
  });
});
