import { describe, expect, it } from 'vitest';
import { looksLikeHeading, readTextBlocks } from './readTextBlocks';

describe('readTextBlocks', () => {
  it('reads markdown headings, plain headings, question lines and paragraphs', () => {
    const body = `# Envíos
Enviamos a toda España.

**Plazos**

De 24 a 48 horas.

Recogida en tienda

Gratis en Valencia.

¿Abren los domingos?
No, cerramos.`;
    expect(readTextBlocks(body)).toEqual([
      { kind: 'heading', level: 1, text: 'Envíos' },
      { kind: 'paragraph', text: 'Enviamos a toda España.' },
      { kind: 'heading', level: 7, text: 'Plazos' },
      { kind: 'paragraph', text: 'De 24 a 48 horas.' },
      { kind: 'heading', level: 7, text: 'Recogida en tienda' },
      { kind: 'paragraph', text: 'Gratis en Valencia.' },
      { kind: 'question', text: '¿Abren los domingos?' },
      { kind: 'paragraph', text: 'No, cerramos.' },
    ]);
  });

  it('turns a heading or question that heads nothing into a paragraph', () => {
    expect(readTextBlocks('Texto inicial.\n\nFin del documento')).toEqual([
      { kind: 'paragraph', text: 'Texto inicial.' },
      { kind: 'paragraph', text: 'Fin del documento' },
    ]);
    expect(readTextBlocks('¿Dudas?\n\n# Contacto\nEscríbenos.').map((block) => block.kind)).toEqual([
      'paragraph',
      'heading',
      'paragraph',
    ]);
  });

  it('keeps a parent heading that heads sub-sections', () => {
    expect(readTextBlocks('# Envíos\n\n## Plazos\n\n24 horas.').map((block) => block.kind)).toEqual([
      'heading',
      'heading',
      'paragraph',
    ]);
  });

  it('handles Windows line ends and empty input', () => {
    expect(readTextBlocks('')).toEqual([]);
    expect(readTextBlocks('# A\r\nUno.\r\n\r\nDos.')).toHaveLength(3);
  });
});

describe('looksLikeHeading', () => {
  it.each(['Envíos y devoluciones', 'Horario:', 'FAQ', '2023 en cifras'])('%j looks like a heading', (line) =>
    expect(looksLikeHeading(line)).toBe(true),
  );
  it.each([
    'Horario: de 9 a 14',
    'Abrimos todos los días.',
    '- un elemento',
    'envíos',
    'x',
    `${'palabra '.repeat(12)}`,
  ])('%j does not', (line) => expect(looksLikeHeading(line)).toBe(false));
});
