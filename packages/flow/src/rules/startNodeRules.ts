import { createFlowMessage } from '../messages/createFlowMessage';
import type { FlowIssue } from '../messages/flowMessages';
import { err, ok, type Result } from '../result';

/** Length limits of the start node's fields (spec §5, §9). */
export const START_NODE_LIMITS = { maxLabelLength: 50, maxContentLength: 200 } as const;

/**
 * Checks the start node's title (`label`) and welcome text (`dynamicContent`): neither empty, the
 * title at most 50 characters, the text at most 200. Each issue's path names its field.
 *
 * @example validateStartNode({ label: '', dynamicContent: 'Hola' })
 * // { ok: false, error: [{ code: 'start.titleEmpty', message: 'El título no puede estar vacío.', path: 'label' }] }
 */
export function validateStartNode(data: {
  label: string;
  dynamicContent: string;
}): Result<void, FlowIssue[]> {
  const issues: FlowIssue[] = [];
  if (data.label.trim() === '') issues.push({ ...createFlowMessage('start.titleEmpty'), path: 'label' });
  else if (data.label.length > START_NODE_LIMITS.maxLabelLength) {
    issues.push({ ...createFlowMessage('start.titleTooLong'), path: 'label' });
  }
  if (data.dynamicContent.trim() === '') {
    issues.push({ ...createFlowMessage('start.contentEmpty'), path: 'dynamicContent' });
  } else if (data.dynamicContent.length > START_NODE_LIMITS.maxContentLength) {
    issues.push({ ...createFlowMessage('start.contentTooLong'), path: 'dynamicContent' });
  }
  return issues.length === 0 ? ok(undefined) : err(issues);
}
