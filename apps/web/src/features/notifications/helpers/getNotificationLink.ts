import type { AppNotification } from '@plubot/contracts';

/** Kinds that tell about a bot's visitors: their place is the bot's conversations and contacts. */
const VISITOR_KINDS: readonly string[] = ['first_conversation', 'new_lead'];

/**
 * Where a notification of the bell leads, or null when it is only read there: a first conversation
 * or a new contact of a bot opens that bot's conversations (its Contactos and results); a visitor
 * asking for a person opens the bot's live inbox (issue #29); a power action that failed for good
 * opens the bot's «Errores de integraciones» (issue #31).
 * @example getNotificationLink({ kind: 'new_lead', plubotId: 'b1' }) // '/plubot/conversations/b1'
 */
export function getNotificationLink(notification: Pick<AppNotification, 'kind' | 'plubotId'>): string | null {
  if (!notification.plubotId) return null;
  const id = encodeURIComponent(notification.plubotId);
  if (notification.kind === 'handoff_requested') return `/plubot/${id}/inbox`;
  if (notification.kind === 'integration_failed') return `/plubot/analytics/${id}#errores-de-integraciones`;
  if (!VISITOR_KINDS.includes(notification.kind)) return null;
  return `/plubot/conversations/${id}`;
}
