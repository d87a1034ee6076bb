import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitSentences } from './splitSentences';

const squeeze = (text: string): string => text.replace(/\s+/gu, '');

describe('splitSentences', () => {
  it('cuts after sentence punctuation followed by a new sentence', () => {
    expect(splitSentences('Hola. ¿Abren hoy? Sí, de 9 a 14. ¡Gracias!')).toEqual([
      'Hola.',
      '¿Abren hoy?',
      'Sí, de 9 a 14.',
      '¡Gracias!',
    ]);
  });

  it('does not cut after abbreviations, initials, decimals or a colon', () => {
    expect(splitSentences('La Dr. Pardo atiende en la Avda. de América. Cuesta 4.95 euros.')).toEqual([
      'La Dr. Pardo atiende en la Avda. de América.',
      'Cuesta 4.95 euros.',
    ]);
    expect(splitSentences('Pregunta por J. García: Horario de tarde.')).toHaveLength(1);
  });

  it('cuts list items and punctuated lines but keeps soft-wrapped lines together', () => {
    expect(splitSentences('Tallas:\n- S: pecho 86\n- M: pecho 90\nlínea que sigue\ny termina aquí.')).toEqual(
      ['Tallas:', '- S: pecho 86', '- M: pecho 90\nlínea que sigue\ny termina aquí.'],
    );
  });

  it('returns nothing for blank text and one sentence for text without punctuation', () => {
    expect(splitSentences(' \n ')).toEqual([]);
    expect(splitSentences('sin puntos ni nada que cortar')).toEqual(['sin puntos ni nada que cortar']);
  });

  it('never loses nor duplicates a character other than whitespace', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const sentences = splitSentences(text);
        expect(squeeze(sentences.join(''))).toBe(squeeze(text));
        for (const sentence of sentences) expect(sentence).toBe(sentence.trim());
        for (const sentence of sentences) expect(sentence).not.toBe('');
      }),
      { numRuns: 500 },
    );
  });
});
