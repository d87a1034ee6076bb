import { getDocumentProxy } from 'unpdf';
import { chooseTitle, titleFromFileName, toSectionsDocument } from '../buildSections';
import { MAX_TEXT_CHARS } from '../readerLimits';
import { ReaderFailure, type SectionsDocument } from '../readerTypes';
import { layoutPdfText, type PdfTextItem } from './layoutPdfText';

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

/**
 * A PDF as sections, page by page in drawing order (see `layoutPdfText`): headings found by their
 * larger type, paragraphs by line spacing, running headers and footers dropped. Titled by the
 * document's Title property, else its first heading, else the file name. A password-protected
 * PDF fails with `encrypted`, a damaged one with `unreadable`, one without a text layer (a scan)
 * with `empty`, one past 2 MB of text with `tooLarge`. Runs pdf.js on this thread without a worker,
 * with `eval` off.
 * @example await readPdf('manual.pdf', bytes) // { kind: 'sections', title: 'Manual', sections: [...] }
 */
export async function readPdf(
  fileName: string,
  bytes: Uint8Array,
  maxChars = MAX_TEXT_CHARS,
): Promise<SectionsDocument> {
  const pdf = await openPdf(bytes);
  try {
    const pages: PdfTextItem[][] = [];
    let chars = 0;
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const items: PdfTextItem[] = [];
      for (const item of content.items) {
        if (!('str' in item)) continue;
        const [a = 0, b = 0, c = 0, d = 0, x = 0, y = 0] = item.transform as number[];
        chars += item.str.length;
        items.push({
          text: item.str,
          x,
          y,
          width: item.width,
          size: Math.hypot(c, d) || Math.hypot(a, b),
          endOfLine: item.hasEOL,
        });
      }
      page.cleanup();
      if (chars > maxChars) throw new ReaderFailure('tooLarge', `more than ${maxChars} characters of text`);
      pages.push(items);
    }
    const blocks = layoutPdfText(pages);
    if (!blocks.some((block) => block.kind !== 'break' && block.text.trim())) {
      throw new ReaderFailure('empty', 'no text layer');
    }
    const firstHeading = blocks.find((block) => block.kind === 'heading');
    const title = chooseTitle([await readTitle(pdf), firstHeading?.text], titleFromFileName(fileName));
    return toSectionsDocument(title, blocks, maxChars);
  } finally {
    await pdf.destroy().catch(() => undefined);
  }
}

async function openPdf(bytes: Uint8Array): Promise<PdfDocument> {
  try {
    // pdf.js may take over the buffer it is given: hand it a copy.
    return await getDocumentProxy(bytes.slice(), {
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      stopAtErrors: false,
      verbosity: 0,
    });
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'PasswordException') throw new ReaderFailure('encrypted');
    const message = error instanceof Error ? error.message : String(error);
    throw new ReaderFailure('unreadable', `${name || 'pdf'}: ${message}`.slice(0, 300));
  }
}

/** The Title property, unless it is only a file name (as "Microsoft Word - oferta.docx" is). */
async function readTitle(pdf: PdfDocument): Promise<string | null> {
  const { info } = await pdf.getMetadata().catch(() => ({ info: null }));
  const title = info && typeof info === 'object' && 'Title' in info ? info.Title : null;
  if (typeof title !== 'string' || /\.(?:docx?|pdf|pptx?|odt|rtf|txt)$/i.test(title.trim())) return null;
  return title;
}
