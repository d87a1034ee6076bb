import { describe, expect, it } from 'vitest';
import { layoutPdfText, type PdfTextItem } from './layoutPdfText';

/** One item per line, 11-point text 14 points apart from y = 700 unless told. */
function page(lines: (string | [string, number, number])[]): PdfTextItem[] {
  let y = 700;
  return lines.map((line) => {
    const [text, size, gap] = typeof line === 'string' ? [line, 11, 14] : line;
    const item = { text, x: 50, y, width: text.length * size * 0.5, size, endOfLine: true };
    y -= gap;
    return item;
  });
}

describe('layoutPdfText', () => {
  it('continues a paragraph onto the next page and drops page numbers', () => {
    const pages = [1, 2, 3].map((number) =>
      page([
        `una línea de texto del cuerpo número ${number}`,
        number === 2 ? ['termina sin punto y', 11, 14] : [`fin de la página ${number}.`, 11, 14],
        [`${number}`, 9, 14],
      ]),
    );
    pages[2]![0]!.text = 'sigue en minúscula la tercera página';
    expect(layoutPdfText(pages)).toEqual([
      { kind: 'paragraph', text: 'una línea de texto del cuerpo número 1 fin de la página 1.' },
      {
        kind: 'paragraph',
        text: 'una línea de texto del cuerpo número 2 termina sin punto y sigue en minúscula la tercera página fin de la página 3.',
      },
    ]);
  });

  it('joins items of one line with spaces only where the page leaves a gap', () => {
    const items: PdfTextItem[] = [
      { text: 'Pre', x: 50, y: 700, width: 16.5, size: 11, endOfLine: false },
      { text: 'cio', x: 66.5, y: 700, width: 16.5, size: 11, endOfLine: false },
      { text: '20 €', x: 90, y: 700.5, width: 22, size: 11, endOfLine: true },
      { text: '', x: 0, y: 0, width: 0, size: 0, endOfLine: true },
      { text: 'Otra', x: 50, y: 650, width: 22, size: 11, endOfLine: true },
    ];
    expect(layoutPdfText([items])).toEqual([
      { kind: 'paragraph', text: 'Precio 20 €' },
      { kind: 'paragraph', text: 'Otra' },
    ]);
  });

  it('merges a heading set on two lines and splits paragraphs at wider gaps', () => {
    const blocks = layoutPdfText([
      page([
        ['2 Preguntas . . . . . . . . 4', 18, 22],
        ['Preguntas', 18, 22],
        ['frecuentes', 18, 30],
        'primera línea',
        ['segunda línea.', 11, 28],
        'otro párrafo',
        '1) un paso',
        '2) otro paso',
      ]),
    ]);
    expect(blocks).toEqual([
      { kind: 'heading', text: 'Preguntas frecuentes' },
      { kind: 'paragraph', text: 'primera línea segunda línea.' },
      { kind: 'paragraph', text: 'otro párrafo' },
      { kind: 'line', text: '1) un paso' },
      { kind: 'line', text: '2) otro paso' },
    ]);
  });
});
