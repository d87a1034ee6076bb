import { faqToPassages } from './faqToPassages';
import type { PassageSizeOptions } from './packParagraphs';
import type { KnowledgeSource, Passage } from './passageTypes';
import { recordsToPassages } from './recordsToPassages';
import { splitTextSource } from './splitTextSource';

/**
 * The passages of any source, in a stable order with ids `<sourceId>:<position>`: text and markdown
 * bodies are cut into readable passages under their headings, FAQ pairs and table rows give one
 * passage each.
 *
 * @example splitIntoPassages({ kind: 'faq', id: 'f', title: 'FAQ', pairs: [{ question: '¿Abren?', answer: 'Sí.' }] }).length // 1
 */
export function splitIntoPassages(source: KnowledgeSource, options: PassageSizeOptions = {}): Passage[] {
  switch (source.kind) {
    case 'text':
      return splitTextSource(source, options);
    case 'faq':
      return faqToPassages(source);
    case 'records':
      return recordsToPassages(source);
  }
}
