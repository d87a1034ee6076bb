import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Passage } from '../passages/passageTypes';
import { MAX_ANSWER_CHARS, trimAnswer } from './trimAnswer';

const passage = (text: string, kind: Passage['kind'] = 'text'): Passage => ({
  id: 'p:0',
  sourceId: 'p',
  position: 0,
  kind,
  title: 'Info',
  headings: [],
  text,
  language: 'es',
});

const LONG = [
  'Enviamos desde nuestro almacén de lunes a viernes.',
  'Los pedidos hechos antes de las 13:00 salen el mismo día.',
  'Trabajamos con SEUR para la Península y con Correos Express para las islas.',
  'Las devoluciones son gratuitas durante 30 días desde la entrega.',
  'Te reembolsamos el importe en un máximo de 14 días.',
  'La tienda de Valencia abre de lunes a sábado de 10:00 a 20:30.',
  'Los domingos y festivos permanece cerrada.',
  'No tenemos aparcamiento propio, pero hay un parking público a 100 metros.',
].join(' ');

describe('trimAnswer', () => {
  it('gives a FAQ answer as is, without markdown emphasis', () => {
    expect(trimAnswer(passage('Sí, **gratis** desde 50 €.', 'faq'), '¿envío gratis?')).toBe(
      'Sí, gratis desde 50 €.',
    );
  });

  it('gives a short text whole', () => {
    expect(trimAnswer(passage('Abrimos de 9 a 14.'), 'horario')).toBe('Abrimos de 9 a 14.');
  });

  it('gives the sentences around the best match of a long text, whole and within the limit', () => {
    const answer = trimAnswer(passage(LONG), '¿abren los domingos?');
    expect(answer).toContain('Los domingos y festivos permanece cerrada.');
    expect(answer.length).toBeLessThanOrEqual(MAX_ANSWER_CHARS);
    expect(answer).toMatch(/^[A-Z].*\.$/su);
    expect(LONG).toContain(answer);
    expect(trimAnswer(passage(LONG), '¿cuándo me devuelven el dinero?')).toContain(
      'Te reembolsamos el importe',
    );
  });

  it('cuts a single long sentence at a word', () => {
    const answer = trimAnswer(passage(`Horario ${'de lunes a viernes '.repeat(40)}`), 'horario');
    expect(answer.length).toBeLessThanOrEqual(MAX_ANSWER_CHARS);
    expect(answer.endsWith('…')).toBe(true);
  });

  it('always gives a part of the text within the limit', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 1500 }), fc.string({ maxLength: 40 }), (raw, question) => {
        const text = raw.replace(/[*_`]/gu, '');
        const answer = trimAnswer(passage(text), question);
        expect(answer.length).toBeLessThanOrEqual(MAX_ANSWER_CHARS);
        expect(text).toContain(answer.endsWith('…') ? answer.slice(0, -1) : answer);
      }),
      { numRuns: 300 },
    );
  });
});
