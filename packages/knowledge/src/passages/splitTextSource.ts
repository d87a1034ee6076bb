import { detectLanguage } from '../text/detectLanguage';
import { type PassageSizeOptions, packParagraphs } from './packParagraphs';
import type { Passage } from './passageTypes';
import { readTextBlocks } from './readTextBlocks';

interface Section {
  readonly headings: readonly string[];
  readonly question?: string;
  readonly paragraphs: string[];
}

function readSections(body: string): Section[] {
  const sections: Section[] = [];
  const stack: { level: number; text: string }[] = [];
  let question: string | undefined;
  let section: Section | undefined;
  for (const block of readTextBlocks(body)) {
    if (block.kind === 'heading') {
      while (stack.length > 0 && (stack.at(-1)?.level ?? 0) >= block.level) stack.pop();
      stack.push({ level: block.level, text: block.text });
      question = undefined;
      section = undefined;
    } else if (block.kind === 'question') {
      question = block.text;
      section = undefined;
    } else {
      if (!section) {
        section = { headings: stack.map((entry) => entry.text), question, paragraphs: [] };
        sections.push(section);
      }
      section.paragraphs.push(block.text);
    }
  }
  return sections;
}

/**
 * The passages of a plain-text or markdown body: sections under the same headings (and question
 * line, for FAQ-like text) are packed into passages of readable size, each with its heading path and
 * its own detected language.
 *
 * @example splitTextSource({ id: 'info', title: 'Info', body: '# Envíos\nA toda España.' })[0]?.headings // ['Envíos']
 */
export function splitTextSource(
  source: { readonly id: string; readonly title: string; readonly body: string },
  options: PassageSizeOptions = {},
): Passage[] {
  const passages: Passage[] = [];
  for (const section of readSections(source.body)) {
    for (const text of packParagraphs(section.paragraphs, options)) {
      const position = passages.length;
      passages.push({
        id: `${source.id}:${position}`,
        sourceId: source.id,
        position,
        kind: section.question === undefined ? 'text' : 'faq',
        title: source.title,
        headings: section.headings,
        ...(section.question === undefined ? {} : { question: section.question }),
        text,
        language: detectLanguage(`${section.question ?? ''} ${text}`),
      });
    }
  }
  return passages;
}
