import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inlineText, markdownToBlocks } from './markdownToBlocks';
import { readMarkdown, readPlainText } from './readTextFile';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('readMarkdown', () => {
  it('splits at headings and keeps lists, tables and code', () => {
    const markdown = [
      '---',
      'title: "Guía de Plubot"',
      '---',
      'Intro con [enlace](https://plubot.com) y **negrita**.',
      'Sigue el párrafo.',
      '',
      '# Precios',
      '',
      '- Básico: 5 €',
      '- Pro: _20 €_',
      '',
      '| Plan | Precio |',
      '|------|-------:|',
      '| Pro  | 20 €   |',
      '',
      'Horario',
      '-------',
      'De 9 a 18 h.',
      '',
      '#### Detalle',
      '```js',
      '# no es un título',
      '```',
    ].join('\r\n');
    const document = readMarkdown('guia.md', utf8(`\uFEFF${markdown}`));
    expect(document).toEqual({
      kind: 'sections',
      title: 'Guía de Plubot',
      sections: [
        { heading: null, text: 'Intro con enlace (https://plubot.com) y negrita. Sigue el párrafo.' },
        { heading: 'Precios', text: '- Básico: 5 €\n- Pro: 20 €\n\nPlan · Precio\nPro · 20 €' },
        { heading: 'Horario', text: 'De 9 a 18 h.\n\nDetalle\n\n# no es un título' },
      ],
    });
  });

  it('titles by the first heading, else the file name', () => {
    expect(readMarkdown('a.md', utf8('texto\n\n## Sub\nmás')).title).toBe('Sub');
    expect(readMarkdown('notas.md', utf8('solo texto')).title).toBe('notas');
  });

  it('keeps every word of plain prose', () => {
    const word = fc.stringMatching(/^[a-zA-ZáéíóúñÑ0-9]{1,10}$/);
    fc.assert(
      fc.property(
        fc.array(fc.array(word, { minLength: 1, maxLength: 8 }), { maxLength: 6 }),
        (paragraphs) => {
          const text = paragraphs.map((words) => words.join(' ')).join('\n\n');
          const read = markdownToBlocks(text).flatMap((block) =>
            block.kind === 'break' ? [] : block.text.split(' '),
          );
          expect(read).toEqual(paragraphs.flat());
        },
      ),
    );
  });

  it('reduces inline markup to text', () => {
    expect(inlineText('![logo](a.png) Ver [la guía](https://plubot.com/guia "t"), `npm i` y \\*eso\\*')).toBe(
      'logo Ver la guía (https://plubot.com/guia), npm i y *eso*',
    );
    expect(inlineText('snake_case_name y 2*3*4')).toBe('snake_case_name y 2*3*4');
  });
});

describe('readPlainText', () => {
  it('reads one section, windows-1252 included', () => {
    const bytes = Uint8Array.from([...utf8('Hola se'), 0xf1, ...utf8('or\r\n\r\n\r\nAdi'), 0xf3, 0x73]);
    expect(readPlainText('carta.txt', bytes)).toEqual({
      kind: 'sections',
      title: 'carta',
      sections: [{ heading: null, text: 'Hola señor\n\nAdiós' }],
    });
  });

  it('fails with empty on blank text', () => {
    expect(() => readPlainText('x.txt', utf8(' \n\t\n'))).toThrowError(/empty/);
  });
});
