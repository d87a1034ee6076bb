import { chooseTitle, titleFromFileName, toSectionsDocument } from '../buildSections';
import { ReaderFailure, type SectionsDocument } from '../readerTypes';
import { walkXml } from '../walkXml';
import { readDocxBody } from './docxBody';
import { readDocxNumbering, readDocxStyles } from './docxStyles';
import { listZipEntries, readZipEntry, type ZipEntry } from './readZip';

const DOCUMENT_PART = 'word/document.xml';

/**
 * A Word document (.docx) as sections: its heading paragraphs (Heading 1–3, Título 1–3, the title
 * style, or an outline level) start sections, lists keep their bullets or numbers, each table row
 * is a line of cells joined by ' · '. Titled by the document's properties, else its title-style
 * paragraph, else its first heading, else the file name. Every part is inflated under a cap (ZIP
 * bombs fail with `tooLarge`); a file that is not a Word document fails with `unreadable`.
 * @example readDocx('guia.docx', bytes) // { kind: 'sections', title: 'Guía', sections: [...] }
 */
export function readDocx(fileName: string, bytes: Uint8Array): SectionsDocument {
  const entries = new Map(listZipEntries(bytes).map((entry) => [entry.name, entry]));
  const document = entries.get(DOCUMENT_PART);
  if (!document) throw new ReaderFailure('unreadable', `no ${DOCUMENT_PART}`);
  const readPart = (entry: ZipEntry | undefined) =>
    entry ? new TextDecoder().decode(readZipEntry(bytes, entry)) : null;
  const styles = readDocxStyles(readPart(entries.get('word/styles.xml')));
  const numbering = readDocxNumbering(readPart(entries.get('word/numbering.xml')));
  const body = readDocxBody(readPart(document) ?? '', styles, numbering);
  const firstHeading = body.blocks.find((block) => block.kind === 'heading');
  const title = chooseTitle(
    [readCoreTitle(readPart(entries.get('docProps/core.xml'))), body.title, firstHeading?.text],
    titleFromFileName(fileName),
  );
  return toSectionsDocument(title, body.blocks);
}

function readCoreTitle(xml: string | null): string | null {
  if (!xml) return null;
  let inTitle = false;
  let title = '';
  walkXml(xml, {
    open: (name) => {
      inTitle = name === 'title';
    },
    text: (text) => {
      if (inTitle) title += text;
    },
    close: () => {
      inTitle = false;
    },
  });
  return title || null;
}
