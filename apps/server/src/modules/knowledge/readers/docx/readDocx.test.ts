import {
  AlignmentType,
  DeletedTextRun,
  Document,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
} from 'docx';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readDocx } from './readDocx';

const cell = (text: string) => new TableCell({ children: [new Paragraph(text)] });

async function buildGuide(): Promise<Uint8Array> {
  const document = new Document({
    title: 'Guía de la tienda',
    styles: {
      paragraphStyles: [{ id: 'Ttulo2', name: 'heading 2', basedOn: 'Normal', run: { bold: true } }],
    },
    numbering: {
      config: [
        {
          reference: 'pasos',
          levels: [{ level: 0, format: LevelFormat.DECIMAL, text: '%1.', alignment: AlignmentType.START }],
        },
      ],
    },
    sections: [
      {
        children: [
          new Paragraph('Bienvenida a la tienda.'),
          new Paragraph({ text: 'Horario', heading: HeadingLevel.HEADING_1 }),
          new Paragraph({
            children: [
              new TextRun('Abrimos de '),
              new DeletedTextRun({ text: '8', id: 1, author: 'Ana', date: '2024-01-01T00:00:00Z' }),
              new TextRun('9 a 18 h.'),
            ],
          }),
          new Paragraph({ text: 'Lunes a viernes', bullet: { level: 0 } }),
          new Paragraph({ text: 'Sábados', bullet: { level: 0 } }),
          new Paragraph({ text: 'Cómo comprar', style: 'Ttulo2' }),
          new Paragraph({ text: 'Elige el producto', numbering: { reference: 'pasos', level: 0 } }),
          new Paragraph({ text: 'Paga en caja', numbering: { reference: 'pasos', level: 0 } }),
          new Paragraph({ text: 'Precios', heading: HeadingLevel.HEADING_2 }),
          new Table({
            rows: [
              new TableRow({ children: [cell('Plan'), cell('Precio')] }),
              new TableRow({ children: [cell('Básico'), cell('5 €')] }),
              new TableRow({
                children: [
                  new TableCell({ children: [new Paragraph('Pro'), new Paragraph('(anual)')] }),
                  cell('20 €'),
                ],
              }),
            ],
          }),
          new Paragraph('IVA incluido.'),
          new Paragraph({ text: 'Detalle menor', heading: HeadingLevel.HEADING_4 }),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}

describe('readDocx', () => {
  it('reads headings (Heading and Título styles), lists and tables', async () => {
    expect(readDocx('guia.docx', await buildGuide())).toEqual({
      kind: 'sections',
      title: 'Guía de la tienda',
      sections: [
        { heading: null, text: 'Bienvenida a la tienda.' },
        { heading: 'Horario', text: 'Abrimos de 9 a 18 h.\n\n- Lunes a viernes\n- Sábados' },
        { heading: 'Cómo comprar', text: '1. Elige el producto\n2. Paga en caja' },
        {
          heading: 'Precios',
          text: 'Plan · Precio\nBásico · 5 €\nPro (anual) · 20 €\n\nIVA incluido.\n\nDetalle menor',
        },
      ],
    });
  });

  it('stops a ZIP bomb in word/document.xml with tooLarge', () => {
    const bomb = zipSync({ 'word/document.xml': new Uint8Array(40 * 1024 * 1024).fill(0x20) }, { level: 9 });
    expect(bomb.length).toBeLessThan(200_000);
    expect(() => readDocx('bomba.docx', bomb)).toThrowError(/tooLarge/);
  });

  it('fails with unreadable without a document part and empty without text', () => {
    expect(() => readDocx('x.docx', zipSync({ 'word/other.xml': strToU8('<a/>') }))).toThrowError(
      /unreadable/,
    );
    const blank =
      '<w:document xmlns:w="x"><w:body><w:p/><w:p><w:r><w:t> </w:t></w:r></w:p></w:body></w:document>';
    expect(() => readDocx('x.docx', zipSync({ 'word/document.xml': strToU8(blank) }))).toThrowError(/empty/);
  });

  it('reads nested tables, text boxes once, tracked moves and outline levels', () => {
    const xml = `<w:document xmlns:w="w" xmlns:mc="mc"><w:body>
      <w:p><w:pPr><w:outlineLvl w:val="0"/></w:pPr><w:r><w:t>Cap&#237;tulo &amp; fin</w:t></w:r></w:p>
      <w:p><w:r><mc:AlternateContent><mc:Choice><w:txbxContent><w:p><w:r><w:t>En caja</w:t></w:r></w:p></w:txbxContent></mc:Choice>
        <mc:Fallback><w:txbxContent><w:p><w:r><w:t>En caja</w:t></w:r></w:p></w:txbxContent></mc:Fallback></mc:AlternateContent></w:r></w:p>
      <w:p><w:moveFrom><w:r><w:t>viejo</w:t></w:r></w:moveFrom><w:r><w:t>Texto</w:t><w:tab/><w:t>final</w:t></w:r></w:p>
      <w:tbl><w:tr><w:tc><w:p><w:r><w:t>A</w:t></w:r></w:p></w:tc><w:tc>
        <w:tbl><w:tr><w:tc><w:p><w:r><w:t>x</w:t></w:r></w:p></w:tc><w:tc><w:p><w:r><w:t>y</w:t></w:r></w:p></w:tc></w:tr></w:tbl>
      </w:tc></w:tr></w:tbl>
    </w:body></w:document>`;
    expect(readDocx('x.docx', zipSync({ 'word/document.xml': strToU8(xml) })).sections).toEqual([
      { heading: 'Capítulo & fin', text: 'En caja\n\nTexto final\n\nA · x · y' },
    ]);
  });
});
