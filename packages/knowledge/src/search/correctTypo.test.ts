import { describe, expect, it } from 'vitest';
import { lookupSynonym } from '../text/analyzeText';
import { stemWord } from '../text/stemWord';
import { correctTypo, maxTypoDistance } from './correctTypo';
import type { Vocabulary } from './searchTypes';

const vocabulary: Vocabulary = {
  terms: new Map([
    ['envi', 5],
    ['horari', 3],
    ['devolu', 2],
    ['tarjet', 1],
    ['can', 1],
    ['cam', 4],
  ]),
  words: new Map([
    ['envio', 3],
    ['envios', 2],
    ['horario', 3],
    ['devoluciones', 2],
    ['tarjeta', 1],
    ['canas', 1],
    ['camas', 4],
  ]),
};

describe('correctTypo', () => {
  it('allows 1 edit from 4 letters and 2 from 8', () => {
    expect([maxTypoDistance('hor'), maxTypoDistance('envo'), maxTypoDistance('debolucion')]).toEqual([
      0, 1, 2,
    ]);
  });

  it('fixes a typo towards a word of the bot', () => {
    expect(correctTypo('enbio', 'es', vocabulary)).toEqual({ word: 'envio', term: 'envi', distance: 1 });
    expect(correctTypo('orario', 'es', vocabulary)).toEqual({ word: 'horario', term: 'horari', distance: 1 });
    expect(correctTypo('debolucines', 'es', vocabulary)).toEqual({
      word: 'devoluciones',
      term: 'devolu',
      distance: 2,
    });
  });

  it('prefers the more frequent term between equally close words', () => {
    expect(correctTypo('cawas', 'es', vocabulary)?.term).toBe('cam');
  });

  it('leaves short and far words alone', () => {
    expect(correctTypo('env', 'es', vocabulary)).toBeUndefined();
    expect(correctTypo('perfume', 'es', vocabulary)).toBeUndefined();
  });

  it('takes a Spanish word spelt by ear for the word it sounds like, however many letters differ', () => {
    // «kalsado» is two edits from «calzado», where 7 letters allow one; it sounds the same.
    const term = lookupSynonym('calzado', 'es') ?? stemWord('calzado', 'es');
    const shoes: Vocabulary = { terms: new Map([[term, 1]]), words: new Map([['calzado', 1]]) };
    expect(correctTypo('kalsado', 'es', shoes)).toEqual({ word: 'calzado', term, distance: 1 });
    expect(correctTypo('kalsado', 'en', shoes)).toBeUndefined();
    expect(correctTypo('kalsada', 'es', shoes)).toBeUndefined();
  });

  it('reaches synonym words the bot does not use, when their term is the bot’s', () => {
    expect(correctTypo('despaco', 'es', vocabulary)?.term).toBe('envi');
  });

  it('compares stems when the bot gives no word list', () => {
    const terms: Vocabulary = { terms: vocabulary.terms };
    expect(correctTypo('horarrios', 'es', terms)?.term).toBe('horari');
    expect(correctTypo('partir', 'es', { terms: new Map([['dart', 1]]) })).toBeUndefined();
  });
});
