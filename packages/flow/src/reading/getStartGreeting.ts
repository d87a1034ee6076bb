import { createNodeData } from '../catalogue/createNodeData';
import { type ReadableNode, readNodeData } from './readNodeData';

/** The start node's content as the palette creates it: a placeholder, not the owner's words. */
const PLACEHOLDER_CONTENT = createNodeData('start', 'start').dynamicContent;

/**
 * What a start node greets with: the content the owner wrote (`dynamicContent`, unless it is still
 * the palette's placeholder), else the bot's own initial message when given, else `startMessage`.
 * `source` says which one greets. The engine says it, Bot Doctor and the editor read it.
 *
 * @example getStartGreeting(start, 'Hola').text // the start's own content, or 'Hola'
 */
export function getStartGreeting(
  node: ReadableNode,
  initialMessage?: string,
): { text: string; source: 'dynamicContent' | 'initialMessage' | 'startMessage' | 'none' } {
  if (node.type !== 'start') return { text: '', source: 'none' };
  const data = readNodeData('start', node.data);
  const written = data.text('dynamicContent');
  if (written !== undefined && written.trim() !== PLACEHOLDER_CONTENT) {
    return { text: written, source: 'dynamicContent' };
  }
  if (initialMessage?.trim()) return { text: initialMessage, source: 'initialMessage' };
  const fallback = data.text('startMessage');
  return fallback ? { text: fallback, source: 'startMessage' } : { text: '', source: 'none' };
}
