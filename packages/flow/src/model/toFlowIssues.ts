import type { z } from 'zod';
import { createFlowMessage } from '../messages/createFlowMessage';
import { FLOW_MESSAGES, type FlowIssue, type FlowMessageCode } from '../messages/flowMessages';

/**
 * Turns a zod error into {@link FlowIssue}s with dotted paths and Spanish messages, e.g.
 * `{ path: 'nodes.3.data.label', message: 'En nodes.3.data.label: se esperaba string.' }`.
 * `pathPrefix` is prepended when the validated value sat inside a larger one.
 */
export function toFlowIssues(error: z.ZodError, pathPrefix: readonly PropertyKey[] = []): FlowIssue[] {
  return error.issues.map((issue) => {
    const path = formatPath([...pathPrefix, ...issue.path]);
    const shown = path === '' ? '(raíz)' : path;
    const { code, params } = describeIssue(issue);
    const message = createFlowMessage(code, { path: shown, ...params });
    return { ...message, path };
  });
}

/** Joins path segments with dots: `['nodes', 3, 'data']` → `'nodes.3.data'`. */
export function formatPath(path: readonly PropertyKey[]): string {
  return path.map((segment) => String(segment)).join('.');
}

function describeIssue(issue: z.core.$ZodIssue): {
  code: FlowMessageCode;
  params: Record<string, string | number>;
} {
  switch (issue.code) {
    case 'invalid_type':
      return { code: 'schema.invalidType', params: { expected: issue.expected } };
    case 'too_big':
      return { code: 'schema.tooBig', params: { maximum: Number(issue.maximum) } };
    case 'too_small':
      return { code: 'schema.tooSmall', params: { minimum: Number(issue.minimum) } };
    case 'invalid_value':
      return { code: 'schema.invalidValue', params: {} };
    case 'invalid_union':
      if (issue.path.at(-1) === 'type') return { code: 'schema.unknownNodeType', params: {} };
      return { code: 'schema.invalid', params: {} };
    case 'custom':
      return describeCustomIssue(issue.params);
    default:
      return { code: 'schema.invalid', params: {} };
  }
}

function describeCustomIssue(params: Record<string, unknown> | undefined): {
  code: FlowMessageCode;
  params: Record<string, string | number>;
} {
  const code = params?.code;
  if (typeof code === 'string' && Object.hasOwn(FLOW_MESSAGES, code)) {
    return { code: code as FlowMessageCode, params: { id: String(params?.id ?? '') } };
  }
  return { code: 'schema.invalid', params: {} };
}
