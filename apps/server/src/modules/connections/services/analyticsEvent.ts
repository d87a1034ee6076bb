import { type ActionFailure, refuseAtOnce } from './readServiceAnswer';
import type { ActionRequest } from './serviceConnector';

/** One conversation's event, as an analytics power sends it (Google Analytics, Mixpanel). */
export interface AnalyticsEvent {
  /** The event's name: one of `CONVERSATION_EVENTS` or the owner's own, trimmed. */
  name: string;
  /** The conversation: the visitor the service counts (GA4's `client_id`, Mixpanel's `distinct_id`). */
  sessionId: string;
  plubotId: string | null;
  /** The owner's parameters or properties, names trimmed, those left empty by the flow left out. */
  fields: [name: string, value: string][];
}

/**
 * The event a `sendEvent` node asks for: its name, the conversation it belongs to and its fields.
 * An event without a name, or without a conversation (deleted before the queue ran it, or a run
 * outside one), fails at once: the service would count it for nobody.
 */
export function readAnalyticsEvent(
  request: ActionRequest,
): { ok: true; event: AnalyticsEvent } | ActionFailure {
  const name = (request.inputs.event ?? '').trim();
  if (name === '') return refuseAtOnce('inputMissing', { input: 'event' });
  const sessionId = request.conversation?.sessionId;
  if (!sessionId) return refuseAtOnce('analyticsNoConversation');
  const fields = Object.entries(request.fields)
    .map(([field, value]): [string, string] => [field.trim(), value])
    .filter(([field, value]) => field !== '' && value.trim() !== '');
  return { ok: true, event: { name, sessionId, plubotId: request.conversation?.plubotId ?? null, fields } };
}

/** A text's length in characters as a person counts them (an emoji is one), as the services count. */
export function countCharacters(text: string): number {
  return [...text].length;
}

/**
 * `text` without `secret` in any of its forms: as typed, and as it travels in a query string
 * (`URLSearchParams` encodes `~` or `!`, `encodeURIComponent` does not).
 */
export function hideSecret(text: string, secret: string): string {
  if (secret.length < 8) return text;
  const formEncoded = new URLSearchParams({ s: secret }).toString().slice(2);
  const forms = new Set([secret, encodeURIComponent(secret), formEncoded]);
  return [...forms].reduce((hidden, form) => hidden.split(form).join('••••'), text);
}
