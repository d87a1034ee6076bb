import { MAX_POWER_FIELD_NAME_LENGTH } from '@plubot/flow';

/**
 * The name a form's question is known by among a lookup's outputs (and in the editor's list of
 * them): its title as the owner wrote it — tags left out, spaces collapsed, cut to the longest
 * output name — or `fallback` (the question's ref or id) when the title says nothing.
 * @example toAnswerKey('¿Cómo nos <b>conociste</b>?', 'q1') // '¿Cómo nos conociste?'
 */
export function toAnswerKey(title: string | undefined, fallback: string): string {
  const text = (title ?? '')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return (text || fallback).slice(0, MAX_POWER_FIELD_NAME_LENGTH);
}

/**
 * Whether a hidden field's or custom variable's stored value is the one looked for: the same text,
 * spaces around and letter case aside (an e-mail typed `Ana@Example.com` in the chat still finds
 * `ana@example.com`).
 */
export function isSameAnswerValue(stored: unknown, wanted: string): boolean {
  if (typeof stored !== 'string' && typeof stored !== 'number') return false;
  return String(stored).trim().toLowerCase() === wanted.trim().toLowerCase();
}
