import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitIntoPassages } from '../passages/splitIntoPassages';
import { SAMPLE_SOURCES } from '../testing/sampleSources';
import { createMemoryIndex } from './createMemoryIndex';
import { searchKnowledge } from './searchKnowledge';
import { toContextPassage } from './toContextPassage';
import {
  CONTEXT_MAX_CHARS,
  CONTEXT_MIN_CONFIDENCE,
  type ContextPassage,
  toKnowledgeContext,
} from './toKnowledgeContext';

const shipping: ContextPassage = {
  sourceTitle: 'Preguntas de la tienda',
  heading: 'Envíos',
  question: '¿Cuánto tarda el envío?',
  text: 'Los pedidos a la Península llegan en 48 horas laborables.',
  confidence: 0.9,
};
const returns: ContextPassage = {
  sourceTitle: 'Políticas',
  text: 'Tienes 30 días desde la entrega para devolverlo gratis.',
  confidence: 0.4,
};

describe('toKnowledgeContext', () => {
  it('gives the instruction in Spanish and the numbered passages with their place and question', () => {
    expect(toKnowledgeContext([shipping, returns], 'es')).toBe(
      [
        'Información del negocio para responder al visitante. Úsala cuando tenga que ver con lo que pregunta; si no, responde como siempre. Nunca inventes precios, fechas ni políticas que no aparezcan en ella.',
        '',
        '[1] Preguntas de la tienda › Envíos',
        '¿Cuánto tarda el envío?',
        'Los pedidos a la Península llegan en 48 horas laborables.',
        '',
        '[2] Políticas',
        'Tienes 30 días desde la entrega para devolverlo gratis.',
      ].join('\n'),
    );
  });

  it('speaks English in an English conversation, passages as they are', () => {
    const context = toKnowledgeContext([returns], 'en');
    expect(context).toMatch(/^Information about the business .* Never invent prices, dates or policies/);
    expect(context).toContain('[1] Políticas\nTienes 30 días');
  });

  it('is empty when no passage is relevant enough, and leaves out the weak ones', () => {
    expect(toKnowledgeContext([], 'es')).toBe('');
    expect(toKnowledgeContext([{ ...shipping, confidence: 0.29 }], 'es')).toBe('');
    expect(toKnowledgeContext([{ ...shipping, text: '  ' }], 'es')).toBe('');
    const context = toKnowledgeContext([{ ...returns, confidence: 0.1 }, shipping], 'es');
    expect(context).toContain('[1] Preguntas de la tienda');
    expect(context).not.toContain('Políticas');
    expect(toKnowledgeContext([returns], 'es', { minConfidence: 0.5 })).toBe('');
  });

  it('takes at most three passages, the first ones given', () => {
    const many = ['A', 'B', 'C', 'D', 'E'].map((title) => ({ ...returns, sourceTitle: title }));
    const context = toKnowledgeContext(many, 'es');
    expect(context.match(/^\[\d\] /gmu)).toEqual(['[1] ', '[2] ', '[3] ']);
    expect(context).toContain('[3] C\n');
    expect(context).not.toContain('[4]');
  });

  it('cuts a long passage at a word to keep the whole within 3,000 characters', () => {
    const long = { ...returns, text: 'palabra '.repeat(1000) };
    const context = toKnowledgeContext([shipping, long, returns], 'es');
    expect(context.length).toBeLessThanOrEqual(CONTEXT_MAX_CHARS);
    expect(context.length).toBeGreaterThan(CONTEXT_MAX_CHARS - 20);
    expect(context).toMatch(/ palabra…$/u);
    // No room is left for the third passage.
    expect(context).not.toContain('[3]');
  });

  it('writes each place on one line and closes up blank lines', () => {
    const messy = {
      ...returns,
      sourceTitle: ' Guía\n de  uso ',
      heading: '',
      text: 'Uno.\n\n\n\nDos.  \nTres.',
    };
    expect(toKnowledgeContext([messy], 'es')).toMatch(/\[1\] Guía de uso\nUno\.\n\nDos\.\nTres\.$/u);
  });

  it('stays within its length, numbers at most three passages and is empty exactly without a relevant one', () => {
    const passage = fc.record({
      sourceTitle: fc.string({ unit: 'binary', maxLength: 300 }),
      heading: fc.option(fc.string({ unit: 'binary', maxLength: 300 }), { nil: undefined }),
      question: fc.option(fc.string({ unit: 'binary', maxLength: 400 }), { nil: undefined }),
      text: fc.string({ unit: 'binary', maxLength: 1200 }),
      confidence: fc.double({ min: 0, max: 1, noNaN: true }),
    });
    fc.assert(
      fc.property(
        fc.array(passage, { maxLength: 6 }),
        fc.constantFrom('es' as const, 'en' as const),
        fc.integer({ min: 100, max: 2000 }),
        (passages, language, maxChars) => {
          const context = toKnowledgeContext(passages, language, { maxChars });
          expect(context.length).toBeLessThanOrEqual(maxChars);
          expect(context.match(/^\[\d+\]/gmu)?.length ?? 0).toBeLessThanOrEqual(3);
          expect(context).not.toMatch(/[\uD800-\uDBFF]…/u);
          const relevant = passages.some(
            (item) => item.confidence >= CONTEXT_MIN_CONFIDENCE && item.text.trim() !== '',
          );
          if (!relevant) expect(context).toBe('');
          // With the default length there is always room for the first relevant passage.
          expect(toKnowledgeContext(passages, language) !== '').toBe(relevant);
        },
      ),
      { numRuns: 150 },
    );
  }, 30_000);
});

describe('toContextPassage', () => {
  it('gives a found FAQ passage to the context with its source, question and answer', async () => {
    const index = createMemoryIndex(SAMPLE_SOURCES.flatMap((source) => splitIntoPassages(source)));
    const search = await searchKnowledge(index, '¿tienen pan sin gluten?');
    const best = search.results[0]!;
    const passage = toContextPassage(best);
    expect(passage).toMatchObject({
      sourceTitle: best.passage.title,
      question: best.passage.question,
      text: 'Sí, horneamos pan sin gluten los martes y los viernes.',
      confidence: best.confidence,
    });
    expect(toKnowledgeContext(search.results.map(toContextPassage), 'es')).toContain(
      `[1] ${best.passage.title}`,
    );
  });
});
