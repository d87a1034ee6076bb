import { type ReadableNode, readNodeData } from './readNodeData';

/**
 * What a message, decision, «Hablar con una persona» or End node says, as written (before `{{variables}}` are filled in):
 * a message's or hand-off's `message`, a decision's `question`, an End's `endMessage` (else its
 * `dynamicContent`). `undefined` when it says nothing, and for other node types (a start's
 * greeting: `getStartGreeting`).
 *
 * @example getNodeText({ type: 'decision', data: { question: '¿Seguimos?' } }) // '¿Seguimos?'
 */
export function getNodeText(node: ReadableNode): string | undefined {
  switch (node.type) {
    case 'message':
      return readNodeData('message', node.data).text('message');
    case 'decision':
      return readNodeData('decision', node.data).text('question');
    case 'handoff':
      return readNodeData('handoff', node.data).text('message');
    case 'end':
      return readNodeData('end', node.data).text('endMessage', 'dynamicContent');
    default:
      return undefined;
  }
}
