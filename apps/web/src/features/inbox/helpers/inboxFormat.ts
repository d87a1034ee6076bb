import {
  type HandoffStatus,
  INBOX_FILTERS,
  type InboxConversation,
  type InboxFilter,
} from '@plubot/contracts';

/** The inbox's views: every conversation, or one of the filters of the contract. */
export const INBOX_VIEWS = ['all', ...INBOX_FILTERS] as const;
export type InboxView = (typeof INBOX_VIEWS)[number];

/** The view a `?status=` value names; anything else shows every conversation. */
export function parseInboxView(value: string | null): InboxView {
  return INBOX_VIEWS.find((view) => view === value) ?? 'all';
}

/** The API's filter for a view (none for 'all'). */
export function viewToFilter(view: InboxView): InboxFilter | null {
  return view === 'all' ? null : view;
}

/** The longest search the API accepts. */
export const SEARCH_MAX_LENGTH = 100;

/** A message as one short line for the list: spaces collapsed, cut with '…' past `max` characters. */
export function previewText(text: string, max = 80): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  return `${[...line]
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}

/** Newest activity first (a copy). */
export function sortByActivity(conversations: readonly InboxConversation[]): InboxConversation[] {
  return [...conversations].sort((a, b) =>
    a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : 0,
  );
}

/** True when the signed-in person holds the conversation. */
export function isHeldBy(conversation: InboxConversation, userId: string | undefined): boolean {
  return conversation.status === 'person' && !!userId && conversation.handledBy?.id === userId;
}

/** What the person may do with a conversation now. */
export interface ConversationAbilities {
  /** Take it from the bot or from the waiting line. */
  take: boolean;
  /** Write to the visitor (only while holding it). */
  write: boolean;
  /** Give it back to the bot (waiting, or held by this person). */
  giveBack: boolean;
  close: boolean;
}

/** Which actions apply to a conversation for this person. */
export function getAbilities(
  conversation: InboxConversation,
  userId: string | undefined,
): ConversationAbilities {
  const mine = isHeldBy(conversation, userId);
  const status: HandoffStatus = conversation.status;
  return {
    take: status === 'bot' || status === 'waiting',
    write: mine,
    giveBack: status === 'waiting' || mine,
    close: status !== 'closed',
  };
}

/** A badge's number, '99+' past 99. */
export function formatBadge(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** How long a visitor's typing event keeps the indicator on. */
export const TYPING_VISIBLE_MS = 4000;

/** True when the visitor's last typing event is recent enough to show the indicator. */
export function isTypingNow(lastTypingAt: number | undefined, now = Date.now()): boolean {
  return lastTypingAt !== undefined && now - lastTypingAt < TYPING_VISIBLE_MS;
}

/** The least time between two typing notices of the person. */
export const TYPING_NOTICE_INTERVAL_MS = 3000;

/** True when a new typing notice may go out (none sent yet, or the last one is old enough). */
export function shouldSendTyping(lastSentAt: number | null, now = Date.now()): boolean {
  return lastSentAt === null || now - lastSentAt >= TYPING_NOTICE_INTERVAL_MS;
}
