import { type ReadableNode, readNodeData } from './readNodeData';

/**
 * Whether a node answers with the bot's knowledge (issue #30): a «Responder con conocimiento» node
 * always; an AI node (`ai`, `aiNodePro`) when its «Usar el conocimiento del bot» switch
 * (`useKnowledge`) is on — off unless stored as `true`. The engine and Bot Doctor read it so.
 *
 * @example usesKnowledge({ type: 'ai', data: { useKnowledge: true } }) // true
 * @example usesKnowledge({ type: 'aiNodePro', data: {} }) // false
 */
export function usesKnowledge(node: ReadableNode): boolean {
  if (node.type === 'knowledge') return true;
  if (node.type !== 'ai' && node.type !== 'aiNodePro') return false;
  return readNodeData(node.type, node.data).raw('useKnowledge') === true;
}
