import { isPlainRecord } from '@plubot/flow';
import type { VariableValue } from '../model/conversationStateSchema';
import type { HttpEffectResult } from '../model/engineEffects';
import { readJsonPath } from './readJsonPath';

/**
 * The variables an HTTP node's `responseMapping` takes from a response: `status_code` (a number),
 * `body_json_path` (scalars as they are, objects and arrays as JSON text) and `header_key` (case
 * insensitive). A value the response lacks — or every value when the request failed — takes the
 * rule's `defaultValue`, else null. Rules without a `targetVariable` are skipped.
 */
export function applyResponseMapping(
  rules: readonly unknown[],
  response: HttpEffectResult,
): Array<[string, VariableValue]> {
  const assignments: Array<[string, VariableValue]> = [];
  let body: { parsed: boolean; value: unknown } | undefined;
  const parseBody = () => {
    if (!body) body = response.ok ? tryParse(response.body) : { parsed: false, value: undefined };
    return body;
  };
  for (const rule of rules) {
    if (!isPlainRecord(rule)) continue;
    const target = typeof rule.targetVariable === 'string' ? rule.targetVariable.trim() : '';
    if (target === '') continue;
    const fallback = typeof rule.defaultValue === 'string' ? rule.defaultValue : null;
    const key = typeof rule.pathOrKey === 'string' ? rule.pathOrKey : '';
    let value: VariableValue | undefined;
    if (response.ok && rule.source === 'status_code') value = response.status;
    else if (response.ok && rule.source === 'header_key') value = readHeader(response.headers, key);
    else if (response.ok && rule.source === 'body_json_path') {
      const json = parseBody();
      const found = json.parsed ? readJsonPath(json.value, key) : undefined;
      if (found?.found) value = toVariableValue(found.value);
    }
    assignments.push([target, value ?? fallback]);
  }
  return assignments;
}

function tryParse(text: string): { parsed: boolean; value: unknown } {
  try {
    return { parsed: true, value: JSON.parse(text) };
  } catch {
    return { parsed: false, value: undefined };
  }
}

function readHeader(headers: Record<string, string>, name: string): string | undefined {
  const wanted = name.trim().toLowerCase();
  if (wanted === '' || !isPlainRecord(headers)) return undefined;
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === wanted && typeof value === 'string') return value;
  }
  return undefined;
}

function toVariableValue(value: unknown): VariableValue {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  return JSON.stringify(value) ?? null;
}
