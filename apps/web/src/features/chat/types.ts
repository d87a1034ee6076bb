import type { HandoffStatus, MessageAuthor, WidgetTheme } from '@plubot/contracts';
import type { BotMessage, ChatButton, ChatCard, InputRequest } from '@plubot/engine';

/** A button the bot offers: `id` goes back as `optionId`, `label` is shown. */
export type ChatOption = ChatButton;

/** One message the bot sends in a turn (the shape of the chat API and of the engine). */
export type ChatBotMessage = BotMessage;

/** Who answers the conversation now (issue #29): the bot, or a person of the team asked for or answering. */
export interface ChatHandoff {
  status: HandoffStatus;
  /** The display name of the person answering (`status: 'person'`). */
  agentName: string | null;
}

/** What a turn answers: the bot's messages, what it waits for next, and whether it ended. */
export interface ChatTurn {
  messages: ChatBotMessage[];
  input: InputRequest;
  ended: boolean;
  /** Present while a person is asked for or answers: the bot keeps quiet (no messages is no failure). */
  handoff?: ChatHandoff;
}

/** One message of a conversation carried on after a reload, as it was shown. */
export interface ChatTranscriptEntry {
  /** Its place in the conversation (1, 2, 3 …). */
  seq: number;
  role: ChatEntryRole;
  text: string;
  /** The display name of the person of the team who wrote it (`role: 'person'`). */
  author?: string;
  /** The text uses the small safe Markdown, as when it was first shown. */
  format?: 'markdown';
  /** The bot's card (a design), as when it was first shown. */
  card?: ChatCard;
}

/** A conversation carried on after a reload: what was said so far and what the bot waits for now. */
export interface ChatTranscript {
  entries: ChatTranscriptEntry[];
  input: InputRequest;
  ended: boolean;
  /** Present while a person is asked for or answers. */
  handoff?: ChatHandoff;
}

/** A message of the conversation's live stream: a person's, a note of the system, or the bot's going on. */
export interface ChatLiveMessage {
  seq: number;
  from: MessageAuthor;
  text: string;
  author?: string;
  /** A card the bot showed (a checkout's, a product's). */
  card?: ChatCard;
}

/** What the conversation's live stream tells (issue #29). */
export type ChatLiveEvent =
  | { type: 'message'; message: ChatLiveMessage }
  | { type: 'status'; handoff: ChatHandoff }
  | { type: 'typing' };

/** Where the conversation's controls stand after the bot took it back from a person. */
export interface ChatSync {
  input: InputRequest;
  ended: boolean;
  handoff?: ChatHandoff;
}

/** A visitor's turn: typed text or a pressed button. */
export type ChatReply = { text: string } | { optionId: string; label: string };

/**
 * Where a conversation runs: the chat API (public page, widget) or the engine in the browser
 * (the editor's simulation). `start` always begins a new conversation.
 */
export interface ConversationDriver {
  start(): Promise<ChatTurn>;
  reply(reply: ChatReply): Promise<ChatTurn>;
  /**
   * The conversation this visitor had going, to carry on instead of starting one (the public chat
   * remembers it across reloads); null when there is none to carry on.
   */
  resume?(): Promise<ChatTranscript | null>;
  /**
   * Follows the conversation's live stream (a person of the team answering); null when this
   * conversation has none (no visitor credential, or the editor's simulation). Returns the stop.
   */
  listen?(onEvent: (event: ChatLiveEvent) => void): (() => void) | null;
  /** Tells the team the visitor is typing (best effort, never throws). */
  notifyTyping?(): void;
  /** Where the conversation stands now (what the bot waits for), read again from the server. */
  sync?(): Promise<ChatSync | null>;
}

/**
 * Who wrote a bubble: the bot, the visitor (`user`), a person of the team, or a note of the system
 * (shown centred).
 */
export type ChatEntryRole = 'bot' | 'user' | 'person' | 'system';

/** One bubble of the transcript. `failed` marks a visitor message the server did not take. */
export interface ChatEntry {
  key: string;
  role: ChatEntryRole;
  text: string;
  /** The message's place in the conversation, when known (resumed or live): repeats are skipped. */
  seq?: number;
  /** The display name of the person of the team who wrote it (`role: 'person'`). */
  author?: string;
  nodeId?: string;
  /** The bot repeated its question because the reply was not valid (e.g. not an e-mail). */
  retry?: boolean;
  /** The text uses the small safe Markdown of a decision with its 'Markdown' switch on. */
  format?: 'markdown';
  /** A card the bot shows instead of the text (a Figma or Canva design). */
  card?: ChatCard;
  /** When the message shows (ms since the epoch): a bot's 'Esperar' makes the chat wait for it. */
  revealAt?: number;
}

/**
 * The looks of the chat window: light, dark and the premium widget themes bought with PluCoins;
 * `auto` is resolved to light or dark by the page.
 */
export type ChatTheme = Exclude<WidgetTheme, 'auto'>;
