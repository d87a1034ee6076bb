import { chatButtonSchema, chatCardSchema } from '@plubot/engine';
import { z } from 'zod';
import { CONVERSATION_CHANNELS } from './channels';

/**
 * Who answers a conversation now (issue #29):
 * - `bot`: the flow does;
 * - `waiting`: the visitor (or a «Hablar con una persona» node) asked for a person, nobody took it yet;
 * - `person`: a person of the team took it, the bot keeps quiet;
 * - `closed`: it ended.
 */
export const HANDOFF_STATUSES = ['bot', 'waiting', 'person', 'closed'] as const;
export const handoffStatusSchema = z.enum(HANDOFF_STATUSES);
export type HandoffStatus = z.infer<typeof handoffStatusSchema>;

/** Who wrote a message of a conversation: the bot, the visitor, a person of the team, or a note of the system. */
export const MESSAGE_AUTHORS = ['bot', 'visitor', 'person', 'system'] as const;
export const messageAuthorSchema = z.enum(MESSAGE_AUTHORS);
export type MessageAuthor = z.infer<typeof messageAuthorSchema>;

/**
 * The inbox's filters: «Necesita a una persona» (waiting), «Atendidas por mí» (held by me),
 * «Bot» (the bot answers), «Cerradas» (ended). Without one, every conversation of the last days.
 */
export const INBOX_FILTERS = ['needsPerson', 'mine', 'bot', 'closed'] as const;
export const inboxFilterSchema = z.enum(INBOX_FILTERS);
export type InboxFilter = z.infer<typeof inboxFilterSchema>;

/** The phrases that ask for a person when a bot has none of its own: the engine's (`asksForPerson`). */
export { DEFAULT_HANDOFF_PHRASE_LIST, DEFAULT_HANDOFF_PHRASES } from '@plubot/engine';

/** How long a conversation waits for a person before the visitor is told and offered to leave a contact. */
export const DEFAULT_HANDOFF_TIMEOUT_MINUTES = 5;

/**
 * A bot's hand-off settings: the phrases that ask for a person (none: only a «Hablar con una
 * persona» node does), how long a conversation waits for one before the visitor is told, and
 * where the owner hears of it at once besides the bell.
 */
export const handoffSettingsSchema = z.object({
  phrases: z
    .array(z.string().trim().min(2, 'inbox.settings.phraseTooShort').max(60, 'inbox.settings.phraseTooLong'))
    .max(30, 'inbox.settings.tooManyPhrases'),
  timeoutMinutes: z
    .number({ message: 'inbox.settings.timeoutRange' })
    .int('inbox.settings.timeoutRange')
    .min(1, 'inbox.settings.timeoutRange')
    .max(240, 'inbox.settings.timeoutRange'),
  /** E-mail the owner as soon as a visitor asks for a person (the bell always shows it). */
  notifyByEmail: z.boolean().default(true),
  /** Post it on the channels of the bot's Slack, Telegram and Discord powers. */
  notifyChannels: z.boolean().default(true),
});
export type HandoffSettings = z.infer<typeof handoffSettingsSchema>;
/** Settings as a bot stored them: those saved before the announcements lack their switches. */
export type StoredHandoffSettings = Omit<HandoffSettings, 'notifyByEmail' | 'notifyChannels'> &
  Partial<Pick<HandoffSettings, 'notifyByEmail' | 'notifyChannels'>>;

/**
 * Stored settings with what was added since they were saved filled in: a bot saved before the
 * announcements existed announces by e-mail and on its channels.
 * @example completeHandoffSettings({ phrases: [], timeoutMinutes: 5 }).notifyByEmail // true
 */
export function completeHandoffSettings(stored: StoredHandoffSettings): HandoffSettings {
  return {
    ...stored,
    notifyByEmail: stored.notifyByEmail ?? true,
    notifyChannels: stored.notifyChannels ?? true,
  };
}

/** `GET|PUT /api/plubots/:id/inbox/settings`: the bot's settings, and the defaults they start from. */
export const handoffSettingsResponseSchema = z.object({
  success: z.literal(true),
  settings: handoffSettingsSchema,
  defaults: handoffSettingsSchema,
});

/** The most a page of the inbox lists. */
export const INBOX_PAGE_SIZE = 50;

const uuid = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'inbox.invalidId');

/** `GET /api/inbox?status=&plubotId=&search=` and `GET /api/plubots/:id/inbox?status=&search=`. */
export const inboxQuerySchema = z.object({
  status: inboxFilterSchema.optional(),
  plubotId: uuid.optional(),
  search: z.string().max(100, 'inbox.searchTooLong').optional(),
});
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

/** One message of a conversation, as the inbox and the visitor's stream show it. */
export const conversationMessageSchema = z.object({
  /** Its place in the conversation (1, 2, 3 …): stable, so a client can key on it and skip repeats. */
  seq: z.number().int().positive(),
  from: messageAuthorSchema,
  text: z.string(),
  buttons: z.array(chatButtonSchema).optional(),
  /** The display name of the person who wrote it (`from: 'person'`). */
  author: z.string().optional(),
  /** A card the bot showed (a design, a checkout, a product); `text` says the same in words. */
  card: chatCardSchema.optional(),
  at: z.string(),
});
export type ConversationMessage = z.infer<typeof conversationMessageSchema>;

/** A conversation in the inbox's list. */
export const inboxConversationSchema = z.object({
  sessionId: z.string(),
  plubotId: z.string(),
  botName: z.string(),
  channel: z.enum(CONVERSATION_CHANNELS),
  /** The visitor's WhatsApp number or the e-mail/phone/name they gave, when known. */
  contact: z.string().nullable(),
  status: handoffStatusSchema,
  /** The person holding it (`status: 'person'`). */
  handledBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** When it started waiting for a person (`status: 'waiting'`). */
  waitingSince: z.string().nullable(),
  lastMessage: z.object({ from: messageAuthorSchema, text: z.string(), at: z.string() }).nullable(),
  /** Messages of the visitor the owner has not seen yet. */
  unread: z.number().int().nonnegative(),
  publishedVersion: z.number().int().nullable(),
  updatedAt: z.string(),
});
export type InboxConversation = z.infer<typeof inboxConversationSchema>;

/** How many open conversations wait for a person, and the visitors' messages nobody has read. */
export const inboxCountsSchema = z.object({
  needsPerson: z.number().int().nonnegative(),
  unread: z.number().int().nonnegative(),
});
export type InboxCounts = z.infer<typeof inboxCountsSchema>;

export const inboxResponseSchema = z.object({
  success: z.literal(true),
  conversations: z.array(inboxConversationSchema),
  /** Over every conversation the list could show (whatever the filter): for the header's badge. */
  counts: inboxCountsSchema,
  /** The same per bot (only bots with a conversation waiting for or held by a person): for its card. */
  countsByBot: z.record(z.string(), inboxCountsSchema),
});
export type InboxResponse = z.infer<typeof inboxResponseSchema>;

/**
 * Meta's customer-service window of a WhatsApp Cloud, Messenger or Instagram conversation (issue
 * #33), for the person who answers from the inbox: whether the 24 hours since the contact's last
 * message are still running (`open`, until `closesAt`; null when they never wrote), and what a reply
 * written now does (`reply`):
 * - `free`: it goes as written;
 * - `template`: WhatsApp, window closed: the bot's approved `template` goes instead (`carriesText`:
 *   the reply fills its `{{1}}`);
 * - `humanAgent`: Messenger or Instagram, window closed: a person's reply still goes (Meta's
 *   HUMAN_AGENT tag) until `humanAgentUntil`, 7 days after the contact's last message; the bot's don't;
 * - `none`: nothing is delivered until the contact writes again.
 */
export const channelWindowSchema = z.object({
  open: z.boolean(),
  closesAt: z.string().nullable(),
  reply: z.enum(['free', 'template', 'humanAgent', 'none']),
  template: z.object({ name: z.string(), carriesText: z.boolean() }).nullable(),
  humanAgentUntil: z.string().nullable(),
});
export type ChannelWindow = z.infer<typeof channelWindowSchema>;

/** `GET /api/conversations/:sessionId`: the whole conversation, what it collected and where it stands. */
export const conversationDetailResponseSchema = z.object({
  success: z.literal(true),
  conversation: inboxConversationSchema,
  messages: z.array(conversationMessageSchema),
  variables: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  /** The buttons the bot offers now, for the person to send as quick replies. */
  quickReplies: z.array(chatButtonSchema),
  /** Where 'Devolver al bot' goes on by default (a node id), and the nodes it may go on at. */
  resumeNodeId: z.string().nullable(),
  nodes: z.array(z.object({ id: z.string(), title: z.string(), type: z.string() })),
  /** The last event the owner's stream had sent when this was read: resume the stream from here. */
  lastEventId: z.string(),
  /** WhatsApp Cloud, Messenger and Instagram conversations only: Meta's window with the contact. */
  channelWindow: channelWindowSchema.optional(),
});
export type ConversationDetailResponse = z.infer<typeof conversationDetailResponseSchema>;

/** `POST /api/conversations/:sessionId/messages`: what a person writes to the visitor. */
export const personMessageBodySchema = z.object({
  text: z
    .string({ message: 'inbox.messageRequired' })
    .max(4000, 'inbox.messageTooLong')
    .refine((text) => text.trim() !== '', 'inbox.messageRequired'),
});

/** `POST /api/conversations/:sessionId/return`: the node the bot goes on at (default: where it paused). */
export const returnToBotBodySchema = z.object({ nodeId: z.string().max(200).optional() }).nullish();

/** What take, message, return and close answer: the conversation as it is now, and what was added. */
export const conversationActionResponseSchema = z.object({
  success: z.literal(true),
  conversation: inboxConversationSchema,
  messages: z.array(conversationMessageSchema),
});
export type ConversationActionResponse = z.infer<typeof conversationActionResponseSchema>;

/**
 * An event of the live streams (Server-Sent Events; `id:` is the event's id, resumable with
 * `Last-Event-ID`):
 * - `message`: a message was stored in a conversation;
 * - `status`: who answers it changed (taken, waiting, given back, closed);
 * - `typing`: someone is writing (never stored, never resumed).
 * The owner's stream carries every event of their bots' conversations; a visitor's, only those of
 * their own conversation.
 */
export const liveEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('message'),
    sessionId: z.string(),
    plubotId: z.string(),
    message: conversationMessageSchema,
  }),
  z.object({
    type: z.literal('status'),
    sessionId: z.string(),
    plubotId: z.string(),
    status: handoffStatusSchema,
    /** The display name of the person holding it (`status: 'person'`). */
    agentName: z.string().nullable(),
  }),
  z.object({
    type: z.literal('typing'),
    sessionId: z.string(),
    plubotId: z.string(),
    from: z.enum(['visitor', 'person']),
  }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;

/** `GET /api/chat/sessions/:sessionId/events?token=`: the visitor's stream, with the credential their start answered. */
export const visitorEventsQuerySchema = z.object({
  token: z.string({ message: 'chat.tokenRequired' }).min(1, 'chat.tokenRequired').max(200),
});

/** `POST /api/conversations/:sessionId/typing` and `POST /api/chat/sessions/:sessionId/typing`. */
export const typingResponseSchema = z.object({ success: z.literal(true) });
