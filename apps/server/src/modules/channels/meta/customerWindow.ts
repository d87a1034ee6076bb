import type { ChannelWindow } from '@plubot/contracts';
import type { MetaProduct } from './metaWebhook';

/**
 * Meta's customer-service window (issue #33). A business answers freely within 24 hours of the
 * person's last message. Past that:
 * - WhatsApp delivers only an approved message template (the owner picks one per bot); anything
 *   else fails with error 131047;
 * - Messenger and Instagram deliver only tagged messages; the one tag for a conversation like ours
 *   is HUMAN_AGENT, for a person's own reply (never an automated one) within 7 days of the person's
 *   last message (Messenger Platform and Instagram Messaging policy, message tags).
 */

/** The standard messaging window: 24 hours from the person's last message. */
export const CUSTOMER_WINDOW_MS = 24 * 60 * 60 * 1000;

/** How long after the person's last message a HUMAN_AGENT-tagged reply is allowed: 7 days. */
export const HUMAN_AGENT_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Whether the 24-hour window is open: the person wrote at `lastInboundAt` and less than 24 hours
 * have passed by `now`. Never open when they have not written (`null`).
 */
export function isWithinCustomerWindow(lastInboundAt: Date | null, now: Date): boolean {
  if (!lastInboundAt) return false;
  const elapsed = now.getTime() - lastInboundAt.getTime();
  return elapsed >= 0 ? elapsed < CUSTOMER_WINDOW_MS : true;
}

/**
 * Who wrote a message sent outside the bot's own turns: the bot (resumed, given back), a person of
 * the inbox, or a note of the system (someone joined or left): a note goes only within the window.
 */
export type OutgoingAuthor = 'bot' | 'human' | 'note';

/** An approved WhatsApp template the owner chose for a bot, and its language. */
export interface ChosenTemplate {
  name: string;
  languageCode: string;
}

/**
 * What may be sent now:
 * - `free`: anything (within the window);
 * - `template`: WhatsApp only the owner's approved `template` (instead of the bot's messages);
 * - `humanAgent`: Messenger or Instagram, a person's reply, sent with the HUMAN_AGENT tag;
 * - `none`: nothing can be delivered — `reason` says why, for the inbox to show: the window is
 *   closed and no template was chosen (`noTemplate`), or the bot cannot write on its own
 *   (`windowClosed`), or even a person's reply is past 7 days (`humanWindowClosed`).
 */
export type WindowDecision =
  | { send: 'free' }
  | { send: 'template'; template: ChosenTemplate }
  | { send: 'humanAgent' }
  | { send: 'none'; reason: 'noTemplate' | 'windowClosed' | 'humanWindowClosed' };

/**
 * Decides what may be sent on a Meta channel now, for the bot (`author: 'bot'`: a turn, a
 * reminder) or a person answering from the inbox (`author: 'human'`), from when the person last
 * wrote. Pure; see the rules at the top of this file.
 * @example decideOutsideWindow({ product: 'whatsapp', author: 'bot', lastInboundAt: twoDaysAgo, now, template: { name: 'seguimiento', languageCode: 'es' } })
 * // { send: 'template', template: { name: 'seguimiento', languageCode: 'es' } }
 */
export function decideOutsideWindow(input: {
  product: MetaProduct;
  author: 'bot' | 'human';
  lastInboundAt: Date | null;
  now: Date;
  /** WhatsApp: the approved template chosen for this bot, if any. */
  template?: ChosenTemplate | null;
}): WindowDecision {
  const { product, author, lastInboundAt, now } = input;
  if (isWithinCustomerWindow(lastInboundAt, now)) return { send: 'free' };
  if (product === 'whatsapp')
    return input.template
      ? { send: 'template', template: input.template }
      : { send: 'none', reason: 'noTemplate' };
  if (author === 'bot') return { send: 'none', reason: 'windowClosed' };
  const elapsed = lastInboundAt ? now.getTime() - lastInboundAt.getTime() : Number.POSITIVE_INFINITY;
  return elapsed < HUMAN_AGENT_WINDOW_MS
    ? { send: 'humanAgent' }
    : { send: 'none', reason: 'humanWindowClosed' };
}

/**
 * The window as the inbox shows it to the person who answers (`channelWindow` of a conversation's
 * detail): open or not and until when, what their reply does now ({@link decideOutsideWindow} for a
 * person), WhatsApp's chosen template (whether the reply fills its `{{1}}`), and for Messenger and
 * Instagram until when a person's reply still goes with the HUMAN_AGENT tag.
 * @example describeCustomerWindow({ product: 'messenger', lastInboundAt: twoDaysAgo, now }).reply // 'humanAgent'
 */
export function describeCustomerWindow(input: {
  product: MetaProduct;
  lastInboundAt: Date | null;
  now: Date;
  template?: (ChosenTemplate & { parameterCount: number }) | null;
}): ChannelWindow {
  const { product, lastInboundAt, now } = input;
  const template = product === 'whatsapp' ? (input.template ?? null) : null;
  const decision = decideOutsideWindow({ product, author: 'human', lastInboundAt, now, template });
  const after = (ms: number) => (lastInboundAt ? new Date(lastInboundAt.getTime() + ms).toISOString() : null);
  return {
    open: decision.send === 'free',
    closesAt: after(CUSTOMER_WINDOW_MS),
    reply: decision.send,
    template: template ? { name: template.name, carriesText: template.parameterCount > 0 } : null,
    humanAgentUntil: product === 'whatsapp' ? null : after(HUMAN_AGENT_WINDOW_MS),
  };
}
