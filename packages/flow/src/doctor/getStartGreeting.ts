import { createNodeData } from '../catalogue/createNodeData';
import type { FlowNode } from '../model/nodeSchema';

/** The start node's content as the palette creates it: a placeholder, not the owner's words. */
const PLACEHOLDER_CONTENT = createNodeData('start', 'start').dynamicContent;

/**
 * What the engine greets with from a start node: the content the owner wrote (`dynamicContent`,
 * unless it is still the palette's placeholder), else the bot's own initial message when given,
 * else `startMessage`. `written` says whether the first of them is the one greeting.
 *
 * @example getStartGreeting(start, 'Hola').text // the start's own content, or 'Hola'
 */
export function getStartGreeting(
  node: FlowNode,
  initialMessage?: string,
): { text: string; source: 'dynamicContent' | 'initialMessage' | 'startMessage' | 'none' } {
  if (node.type !== 'start') return { text: '', source: 'none' };
  const written = node.data.dynamicContent;
  if (written && written.trim() !== '' && written.trim() !== PLACEHOLDER_CONTENT) {
    return { text: written, source: 'dynamicContent' };
  }
  if (initialMessage?.trim()) return { text: initialMessage, source: 'initialMessage' };
  const fallback = node.data.startMessage;
  return fallback?.trim() ? { text: fallback, source: 'startMessage' } : { text: '', source: 'none' };
}
