import { chooseTitle, type TextBlock, titleFromFileName, toSectionsDocument } from '../buildSections';
import type { SectionsDocument } from '../readerTypes';
import { decodeText } from './decodeText';
import { markdownToBlocks } from './markdownToBlocks';

/**
 * A plain text file as one section (no heading); paragraphs are separated by blank lines and keep
 * their line breaks. Fails with `empty` when it holds no text.
 * @example readPlainText('notas.txt', bytes) // { kind: 'sections', title: 'notas', sections: [...] }
 */
export function readPlainText(fileName: string, bytes: Uint8Array): SectionsDocument {
  const text = decodeText(bytes);
  const blocks: TextBlock[] = text.split(/\r?\n\s*\r?\n/).map((part) => ({ kind: 'paragraph', text: part }));
  return toSectionsDocument(titleFromFileName(fileName), blocks);
}

/**
 * A Markdown file: sections at its `#`–`###` headings (see `markdownToBlocks`), titled by its front
 * matter's `title`, else its first heading, else the file name.
 */
export function readMarkdown(fileName: string, bytes: Uint8Array): SectionsDocument {
  const { frontTitle, body } = splitFrontMatter(decodeText(bytes).replace(/\r\n?/g, '\n'));
  const blocks = markdownToBlocks(body);
  const firstHeading = blocks.find((block) => block.kind === 'heading')?.text;
  return toSectionsDocument(chooseTitle([frontTitle, firstHeading], titleFromFileName(fileName)), blocks);
}

function splitFrontMatter(text: string): { frontTitle: string | null; body: string } {
  const match = text.match(/^---\n([\s\S]*?)\n(?:---|\.\.\.)\n/);
  if (!match) return { frontTitle: null, body: text };
  const title = match[1]!.match(/^title:\s*["']?(.*?)["']?\s*$/m)?.[1] ?? null;
  return { frontTitle: title, body: text.slice(match[0].length) };
}
