import type { WidgetTheme } from '@plubot/contracts';
import type { BotMessage, ChatButton, InputRequest } from '@plubot/engine';

/** A button the bot offers: `id` goes back as `optionId`, `label` is shown. */
export type ChatOption = ChatButton;

/** One message the bot sends in a turn (the shape of the chat API and of the engine). */
export type ChatBotMessage = BotMessage;

/** What a turn answers: the bot's messages, what it waits for next, and whether it ended. */
export interface ChatTurn {
  messages: ChatBotMessage[];
  input: InputRequest;
  ended: boolean;
}

/** One message of a conversation carried on after a reload, as it was shown. */
export interface ChatTranscriptEntry {
  /** Its place in the conversation (1, 2, 3 …). */
  seq: number;
  role: 'bot' | 'user';
  text: string;
  /** The text uses the small safe Markdown, as when it was first shown. */
  format?: 'markdown';
}

/** A conversation carried on after a reload: what was said so far and what the bot waits for now. */
export interface ChatTranscript {
  entries: ChatTranscriptEntry[];
  input: InputRequest;
  ended: boolean;
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
}

/** One bubble of the transcript. `failed` marks a visitor message the server did not take. */
export interface ChatEntry {
  key: string;
  role: 'bot' | 'user';
  text: string;
  nodeId?: string;
  /** The bot repeated its question because the reply was not valid (e.g. not an e-mail). */
  retry?: boolean;
  /** The text uses the small safe Markdown of a decision with its 'Markdown' switch on. */
  format?: 'markdown';
  /** When the message shows (ms since the epoch): a bot's 'Esperar' makes the chat wait for it. */
  revealAt?: number;
}

/**
 * The looks of the chat window: light, dark and the premium widget themes bought with PluCoins;
 * `auto` is resolved to light or dark by the page.
 */
export type ChatTheme = Exclude<WidgetTheme, 'auto'>;
