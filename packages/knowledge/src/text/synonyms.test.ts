import { describe, expect, it } from 'vitest';
import { textToTerms } from './analyzeText';
import { buildSynonymLookup, findSynonymConflicts, parseSynonymGroups, SYNONYMS } from './synonyms';

describe('synonym groups', () => {
  it('has at least 60 groups and no word or stem claimed by two groups', () => {
    expect(SYNONYMS.length).toBeGreaterThanOrEqual(60);
    expect(findSynonymConflicts(SYNONYMS)).toEqual([]);
  });

  it('finds conflicts between groups', () => {
    const groups = parseSynonymGroups(['casa: hogar | house', 'vivienda: casas | home']);
    expect(findSynonymConflicts(groups).map((conflict) => conflict.key)).toContain('es stem cas');
  });

  it('parses canonical terms, exact members and phrases', () => {
    const [group] = parseSynonymGroups(['precio: =valor, cuanto sale | price']);
    expect(group).toEqual({
      canonical: 'precio',
      term: 'preci',
      members: { es: ['precio', '=valor', 'cuanto sale'], en: ['precio', 'price'] },
    });
    const lookup = buildSynonymLookup(parseSynonymGroups(['=plazo: =plazos | delay']));
    expect(lookup.words.get('plazos')).toBe('plazo');
    expect(lookup.stems.es.has('plaz')).toBe(false);
    expect(lookup.stems.en.get('delay')).toBe('plazo');
  });

  it.each([
    ['móvil', 'celular'],
    ['coche', 'carro'],
    ['pedir turno', 'reservar una cita'],
    ['plata', 'dinero'],
    ['envío', 'despacho'],
    ['devolución', 'reembolso'],
    ['cuánto cuesta', 'precio'],
    ['horario', 'abren'],
    ['factura', 'boleta'],
    ['ordenador', 'computadora'],
    ['zumo', 'jugo'],
    ['aparcamiento', 'estacionamiento'],
    ['remera', 'camiseta'],
  ])('maps %j and %j to the same terms in Spanish', (a, b) => {
    expect(new Set(textToTerms(a, 'es'))).toEqual(new Set(textToTerms(b, 'es')));
  });

  it.each([
    ['shipping', 'envío'],
    ['refund', 'devolución'],
    ['appointment', 'cita'],
    ['parking', 'aparcamiento'],
    ['opening hours', 'horario'],
    ['how much', 'precio'],
    ['invoice', 'factura'],
  ])('maps English %j to the term of Spanish %j', (english, spanish) => {
    expect(textToTerms(english, 'en')).toEqual(textToTerms(spanish, 'es'));
  });

  it('does not let an English member catch a Spanish word sharing its stem', () => {
    expect(textToTerms('calle Mayor', 'es')).not.toEqual(textToTerms('call', 'en'));
    expect(textToTerms('calle', 'es')).toEqual(textToTerms('dirección', 'es'));
  });
});
