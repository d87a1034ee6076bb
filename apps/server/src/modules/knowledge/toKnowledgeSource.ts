import type { KnowledgeSource } from '@plubot/knowledge';
import type { ReadDocument, SectionsDocument } from './readers/readerTypes';

/**
 * A document read from a file or a web page as the knowledge package takes it: prose becomes a
 * markdown body whose headings keep each section's place (a page's title above its sections when
 * several pages are read), a table stays records.
 * @example toKnowledgeSource('s1', 'Precios', [{ kind: 'records', title: 'precios.csv', records }]).kind // 'records'
 */
export function toKnowledgeSource(
  id: string,
  title: string,
  documents: readonly ReadDocument[],
): KnowledgeSource {
  const [first] = documents;
  if (documents.length === 1 && first?.kind === 'records') {
    return { kind: 'records', id, title, rows: first.records };
  }
  const several = documents.length > 1;
  const body = documents
    .map((document) =>
      document.kind === 'records'
        ? document.records.map((record) => Object.values(record).join(' · ')).join('\n')
        : toMarkdown(document, several),
    )
    .join('\n\n');
  return { kind: 'text', id, title, body };
}

function toMarkdown(document: SectionsDocument, titled: boolean): string {
  const level = titled ? '##' : '#';
  const parts = titled ? [`# ${oneLine(document.title)}`] : [];
  for (const section of document.sections) {
    if (section.heading) parts.push(`${level} ${oneLine(section.heading)}`);
    parts.push(section.text);
  }
  return parts.join('\n\n');
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
