import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  blocksToSections,
  chooseTitle,
  type TextBlock,
  titleFromFileName,
  toSectionsDocument,
} from './buildSections';
import { ReaderFailure } from './readerTypes';

describe('blocksToSections', () => {
  it('starts a section at each heading and joins lines and paragraphs', () => {
    const blocks: TextBlock[] = [
      { kind: 'paragraph', text: 'Hola  a\ntodos' },
      { kind: 'heading', text: 'Precios' },
      { kind: 'line', text: '- Básico' },
      { kind: 'line', text: '- Pro' },
      { kind: 'break' },
      { kind: 'line', text: 'Plan · Precio' },
      { kind: 'paragraph', text: 'IVA incluido.' },
      { kind: 'heading', text: 'Vacía' },
      { kind: 'heading', text: '  ' },
      { kind: 'heading', text: 'Contacto' },
      { kind: 'line', text: 'hola@plubot.com' },
    ];
    expect(blocksToSections(blocks)).toEqual([
      { heading: null, text: 'Hola a\ntodos' },
      { heading: 'Precios', text: '- Básico\n- Pro\n\nPlan · Precio\n\nIVA incluido.' },
      { heading: 'Contacto', text: 'hola@plubot.com' },
    ]);
  });

  it('fails with tooLarge past the cap and empty without text', () => {
    const blocks: TextBlock[] = [{ kind: 'paragraph', text: 'x'.repeat(60) }];
    expect(() => blocksToSections(blocks, 50)).toThrowError(ReaderFailure);
    expect(() => toSectionsDocument('t', [{ kind: 'heading', text: 'Solo' }])).toThrowError(/empty/);
  });

  it('loses no word of the blocks', () => {
    const word = fc.stringMatching(/^[a-záéíóúñ]{1,8}$/);
    const block = fc.record({
      kind: fc.constantFrom('heading' as const, 'paragraph' as const, 'line' as const),
      text: fc.array(word, { maxLength: 5 }).map((words) => words.join(' ')),
    });
    fc.assert(
      fc.property(fc.array(block, { maxLength: 20 }), (blocks) => {
        const sections = blocksToSections(blocks);
        const read = sections
          .flatMap((s) => [s.heading ?? '', s.text].join(' ').split(/\s+/))
          .filter(Boolean);
        const bodyWords = (kind: string) =>
          blocks.filter((b) => b.kind === kind).flatMap((b) => b.text.split(' ').filter(Boolean));
        for (const w of [...bodyWords('paragraph'), ...bodyWords('line')]) expect(read).toContain(w);
        expect(sections.every((s) => s.text.length > 0)).toBe(true);
      }),
    );
  });
});

describe('titles', () => {
  it('picks the first candidate with text, else the file name', () => {
    expect(chooseTitle([null, '  ', ' Guía\nde precios '], 'doc')).toBe('Guía de precios');
    expect(chooseTitle([undefined], 'doc')).toBe('doc');
    expect(titleFromFileName('docs/Guía_precios.v2.pdf')).toBe('Guía_precios.v2');
    expect(titleFromFileName('C:\\tmp\\.env')).toBe('.env');
  });
});
