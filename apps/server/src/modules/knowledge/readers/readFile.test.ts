import { Document, Packer, Paragraph } from 'docx';
import fc from 'fast-check';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildManualPdf, buildPasswordProtectedPdf } from './pdf/pdfFixtures';
import type { ReadErrorCode } from './readerTypes';
import { readFile } from './readFile';
import { sniffFileType } from './sniffFileType';

const utf8 = (text: string) => new TextEncoder().encode(text);
const MAX = 5 * 1024 * 1024;
const CODES: ReadErrorCode[] = ['unreadable', 'empty', 'tooLarge', 'encrypted', 'unsupported'];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

describe('readFile', () => {
  it('tells PDF and DOCX by their bytes, whatever their name', async () => {
    const pdf = await readFile({
      fileName: 'descarga',
      mimeType: 'application/octet-stream',
      bytes: await buildManualPdf(1),
      maxBytes: MAX,
    });
    expect(pdf).toMatchObject({ ok: true, document: { kind: 'sections', title: 'Manual de Plubot' } });
    const docx = new Uint8Array(
      await Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph('Hola desde Word')] }] })),
    );
    const read = await readFile({ fileName: 'adjunto.bin', bytes: docx, maxBytes: MAX });
    expect(read).toEqual({
      ok: true,
      document: {
        kind: 'sections',
        title: 'adjunto',
        sections: [{ heading: null, text: 'Hola desde Word' }],
      },
    });
  });

  it('reads text, Markdown and CSV by extension or declared type', async () => {
    const text = await readFile({
      fileName: 'nota',
      mimeType: 'text/plain; charset=utf-8',
      bytes: utf8('Hola'),
      maxBytes: MAX,
    });
    expect(text).toMatchObject({ ok: true, document: { sections: [{ heading: null, text: 'Hola' }] } });
    const markdown = await readFile({ fileName: 'LEEME.md', bytes: utf8('# Uso\nTexto'), maxBytes: MAX });
    expect(markdown).toMatchObject({
      ok: true,
      document: { title: 'Uso', sections: [{ heading: 'Uso', text: 'Texto' }] },
    });
    const csv = await readFile({ fileName: 'datos.csv', bytes: utf8('a;b\n1;2'), maxBytes: MAX });
    expect(csv).toEqual({
      ok: true,
      document: { kind: 'records', title: 'datos', records: [{ a: '1', b: '2' }] },
    });
  });

  it.each([
    ['a file over maxBytes', 'a.txt', utf8('x'.repeat(100 * 1024 + 1)), 'tooLarge'],
    ['an empty file', 'a.txt', new Uint8Array(), 'empty'],
    ['a password-protected PDF', 'a.pdf', buildPasswordProtectedPdf(), 'encrypted'],
    [
      'a password-protected DOCX (an OLE container)',
      'contrato.docx',
      Uint8Array.from([...OLE, 0, 0, 0]),
      'encrypted',
    ],
    ['a legacy .doc', 'viejo.doc', Uint8Array.from([...OLE, 0, 0, 0]), 'unsupported'],
    ['a spreadsheet', 'libro.xlsx', zipSync({ 'xl/workbook.xml': strToU8('<a/>') }), 'unsupported'],
    [
      'a PNG named .txt',
      'foto.txt',
      Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
      'unsupported',
    ],
    ['an unknown type', 'programa.exe', utf8('MZ'), 'unsupported'],
    ['a .pdf that is not a PDF', 'factura.pdf', utf8('<html>'), 'unreadable'],
    ['a .docx that is not a Word document', 'a.docx', zipSync({ 'a.txt': strToU8('x') }), 'unreadable'],
  ])('fails on %s', async (_, fileName, bytes, code) => {
    const result = await readFile({ fileName, bytes, maxBytes: 100 * 1024 });
    expect(result).toMatchObject({ ok: false, error: { code } });
  });

  it('answers a code for any bytes and never throws', async () => {
    const prefix = fc.constantFrom('', '%PDF-1.7\n', 'PK\u0003\u0004', '# ', 'a;b\n');
    await fc.assert(
      fc.asyncProperty(
        prefix,
        fc.uint8Array({ maxLength: 2000 }),
        fc.constantFrom('x.pdf', 'x.docx', 'x.csv', 'x.md', 'x.txt', 'x'),
        async (start, rest, fileName) => {
          const bytes = Uint8Array.from([...utf8(start), ...rest]);
          const result = await readFile({ fileName, mimeType: null, bytes, maxBytes: MAX });
          if (!result.ok) expect(CODES).toContain(result.error.code);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('sniffs a PDF whose header follows some junk bytes', () => {
    expect(sniffFileType({ fileName: 'x', mimeType: null, bytes: utf8('\n\n%PDF-1.4') })).toBe('pdf');
  });
});
