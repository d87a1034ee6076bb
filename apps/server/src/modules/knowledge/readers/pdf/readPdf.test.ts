import { PDFDocument, rgb } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { buildManualPdf, buildPasswordProtectedPdf } from './pdfFixtures';
import { readPdf } from './readPdf';

const paragraph = (number: number, chapter: number) =>
  [1, 2, 3]
    .map(
      (line) =>
        `Párrafo ${number} del capítulo ${chapter}, línea ${line} con ñandú y acentos${line === 3 ? '.' : ''}`,
    )
    .join(' ');

describe('readPdf', () => {
  it('reads headings, paragraphs, lists and hyphenated words page by page, without running footers', async () => {
    const document = await readPdf('manual.pdf', await buildManualPdf(3));
    expect(document.title).toBe('Manual de Plubot');
    expect(document.sections.map((section) => section.heading)).toEqual([
      'Capítulo 1: la configuración del bot',
      'Capítulo 2: la configuración del bot',
      'Capítulo 3: la configuración del bot',
    ]);
    expect(document.sections[1]).toEqual({
      heading: 'Capítulo 2: la configuración del bot',
      text: [
        paragraph(1, 2),
        paragraph(2, 2),
        paragraph(3, 2),
        'Para publicar el bot, abre la configuración y pulsa «Publicar».',
        '• Crea tu bot\n• Pruébalo en el laboratorio',
      ].join('\n\n'),
    });
    expect(JSON.stringify(document)).not.toContain('página');
  });

  it('reads a 30-page PDF quickly (time logged)', async () => {
    const bytes = await buildManualPdf(30, 12);
    const started = performance.now();
    const document = await readPdf('largo.pdf', bytes);
    const elapsed = performance.now() - started;
    console.log(`readPdf: 30 pages, ${bytes.length} bytes, ${Math.round(elapsed)} ms`);
    expect(document.sections).toHaveLength(30);
    expect(document.sections[29]?.text).toContain(paragraph(3, 30).slice(0, 40));
  });

  it('fails with empty on a PDF without a text layer (a scan)', async () => {
    const pdf = await PDFDocument.create();
    pdf
      .addPage([595, 842])
      .drawRectangle({ x: 50, y: 50, width: 400, height: 600, color: rgb(0.2, 0.2, 0.2) });
    await expect(readPdf('escaneo.pdf', await pdf.save())).rejects.toMatchObject({ code: 'empty' });
  });

  it('fails with encrypted on a password-protected PDF', async () => {
    await expect(readPdf('secreto.pdf', buildPasswordProtectedPdf())).rejects.toMatchObject({
      code: 'encrypted',
    });
  });

  it('fails with unreadable on a damaged PDF and tooLarge past the text cap', async () => {
    const damaged = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >>\ngarbage without xref');
    await expect(readPdf('roto.pdf', damaged)).rejects.toMatchObject({ code: 'unreadable' });
    await expect(readPdf('manual.pdf', await buildManualPdf(3), 500)).rejects.toMatchObject({
      code: 'tooLarge',
    });
  });
});
