/**
 * The moments of a conversation an analytics power reports (issue #31: Google Analytics and
 * Mixpanel), by the event name it sends: the conversation started, the visitor left their contact
 * (a lead), the conversation ended, a person took over (hand-off). The owner may type an event
 * name of their own instead; the service's rules for names are the connector's.
 */
export const CONVERSATION_EVENTS = ['conversation_started', 'lead', 'conversation_ended', 'handoff'] as const;
export type ConversationEvent = (typeof CONVERSATION_EVENTS)[number];

/**
 * Whether a name is one of the conversation's own events.
 * @example isConversationEvent('lead') // true
 */
export function isConversationEvent(name: unknown): name is ConversationEvent {
  return CONVERSATION_EVENTS.some((event) => event === name);
}
