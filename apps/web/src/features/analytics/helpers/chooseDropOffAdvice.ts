import { normalizeNodeType } from '@plubot/flow';

/**
 * What to suggest where people leave, by what the node does; each kind is a text under
 * `analytics.advice` (a message: "acorta el mensaje o ofrece botones").
 */
export type DropOffAdvice =
  | 'start'
  | 'message'
  | 'question'
  | 'decision'
  | 'option'
  | 'service'
  | 'action'
  | 'condition'
  | 'generic';

const SERVICE_TYPES: ReadonlySet<string> = new Set([
  'httpRequest',
  'webhookNode',
  'databaseNode',
  'ai',
  'aiNodePro',
  'power',
  'discord',
  'emotionDetection',
]);

/**
 * The advice for a node where many people leave: a message → make it shorter or offer buttons; a
 * message that waits for a reply (a question) → offer buttons or show an example; an HTTP, AI or
 * other service node → check that the service answers; and so on.
 * @example chooseDropOffAdvice({ type: 'message', data: { capture: { variable: 'email' } } }) // 'question'
 */
export function chooseDropOffAdvice(node: {
  readonly type?: string | undefined;
  readonly data?: unknown;
}): DropOffAdvice {
  const type = normalizeNodeType(node.type);
  if (!type) return 'generic';
  if (type === 'message') return waitsForReply(node.data) ? 'question' : 'message';
  if (SERVICE_TYPES.has(type)) return 'service';
  switch (type) {
    case 'start':
    case 'decision':
    case 'option':
    case 'action':
      return type;
    case 'complexConditionNode':
      return 'condition';
    default:
      return 'generic';
  }
}

function waitsForReply(data: unknown): boolean {
  if (typeof data !== 'object' || data === null) return false;
  const capture = (data as { capture?: unknown }).capture;
  return capture === true || (typeof capture === 'object' && capture !== null);
}
