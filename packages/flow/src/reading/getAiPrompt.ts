import { type ReadableNode, readNodeData } from './readNodeData';

/**
 * The prompt an AI node sends (`promptTemplate`) or an AI Pro node sends (`prompt`), as written;
 * `undefined` when empty. Each node's other name for it is turned into its own by `migrateFlow`.
 *
 * @example getAiPrompt({ type: 'aiNodePro', data: { prompt: 'Resume {{texto}}' } }) // 'Resume {{texto}}'
 */
export function getAiPrompt(node: ReadableNode): string | undefined {
  if (node.type === 'aiNodePro') return readNodeData('aiNodePro', node.data).text('prompt');
  if (node.type === 'ai') return readNodeData('ai', node.data).text('promptTemplate');
  return undefined;
}
