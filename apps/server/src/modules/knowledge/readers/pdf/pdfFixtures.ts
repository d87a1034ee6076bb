import { PDFDocument, type PDFFont, type PDFPage, StandardFonts } from 'pdf-lib';

/** Test fixtures: real PDFs written with pdf-lib (and one by hand), for the PDF reader's tests. */

interface Writer {
  page: PDFPage;
  y: number;
}

/**
 * A manual of `chapters` pages: a 22-point title on page one, a 16-point heading on every page,
 * 11-point paragraphs (14 points between lines, 26 between paragraphs), a bulleted list, a word
 * hyphenated across lines, and a running footer with the page number.
 */
export async function buildManualPdf(chapters: number, linesPerParagraph = 3): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle('Manual de Plubot');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  for (let chapter = 1; chapter <= chapters; chapter++) {
    const writer: Writer = { page: pdf.addPage([595, 842]), y: 780 };
    const line = (text: string, size: number, font: PDFFont, after: number) => {
      writer.page.drawText(text, { x: 56, y: writer.y, size, font });
      writer.y -= after;
    };
    if (chapter === 1) line('Manual de Plubot', 22, bold, 40);
    line(`Capítulo ${chapter}: la configu-`, 16, bold, 20);
    line('ración del bot', 16, bold, 30);
    for (let paragraph = 1; paragraph <= 3; paragraph++) {
      for (let index = 1; index <= linesPerParagraph; index++) {
        const last = index === linesPerParagraph;
        const text = `Párrafo ${paragraph} del capítulo ${chapter}, línea ${index} con ñandú y acentos${last ? '.' : ''}`;
        line(text, 11, regular, last ? 26 : 14);
      }
    }
    line('Para publicar el bot, abre la configu-', 11, regular, 14);
    line('ración y pulsa «Publicar».', 11, regular, 26);
    line('• Crea tu bot', 11, regular, 14);
    line('• Pruébalo en el laboratorio', 11, regular, 26);
    writer.page.drawText(`Manual de Plubot — página ${chapter}`, { x: 56, y: 30, size: 9, font: regular });
  }
  return pdf.save();
}

/**
 * A PDF protected by a user password (standard security handler, RC4 40-bit): its /U entry
 * matches no empty password, so a reader must ask for one.
 */
export function buildPasswordProtectedPdf(): Uint8Array {
  const hex = (seed: number) =>
    Array.from({ length: 32 }, (_, index) => ((index * 37 + seed) % 256).toString(16).padStart(2, '0')).join(
      '',
    );
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
    '<< /Length 8 >>\nstream\n(secreto)\nendstream',
    `<< /Filter /Standard /V 1 /R 2 /O <${hex(1)}> /U <${hex(7)}> /P -44 >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 5 0 R /ID [<${hex(3).slice(0, 32)}> <${hex(3).slice(0, 32)}>] >>\n`;
  body += `startxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}
