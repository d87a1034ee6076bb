import type { ChatCard } from './chatCard';
import type { ChatButton, ConversationState, InputRequest, VariableValue } from './conversationStateSchema';
import type { EngineLanguage } from './engineMessages';

/** One message the bot sends. `id` is `{turn}-{index}`, stable for a given conversation. */
export interface BotMessage {
  id: string;
  nodeId: string;
  text: string;
  buttons?: ChatButton[];
  /** 'markdown': the text uses the small safe Markdown of `parseChatMarkdown` (a decision's switch). */
  format?: 'markdown';
  /** How long the chat waits, after the previous message, before showing this one ('Esperar'). */
  delayMs?: number;
  /** A card to show instead of the text (a design); `text` holds its title and link for text-only channels. */
  card?: ChatCard;
}

/** One step of what the engine did, for the editor's simulation and for debugging. */
export interface TraceEntry {
  nodeId: string;
  type: string;
  event: string;
  detail?: string;
}

/** The outcome of a turn: the new state to store, what to show and what to ask for next. */
export interface TurnResult {
  state: ConversationState;
  messages: BotMessage[];
  input: InputRequest;
  ended: boolean;
  trace: TraceEntry[];
}

/** What the engine needs to know about the bot. */
export interface BotInfo {
  name: string;
  initialMessage?: string;
}

/** Where a conversation runs (the official messaging channels of issue #33 included). */
export type Channel =
  | 'web'
  | 'widget'
  | 'whatsapp'
  | 'whatsapp-cloud'
  | 'telegram'
  | 'messenger'
  | 'instagram'
  | 'simulation';

/** How a conversation starts: the flow revision, starting variables and the plan's button limit. */
export interface ConversationContext {
  flowRevision: number;
  variables?: Record<string, VariableValue>;
  /** Decisions offer at most this many buttons (the free plan shows 3). */
  maxButtons?: number;
  channel?: Channel;
  /**
   * The visitor's language (`es` or `en`): the engine's own texts — the default retry messages and
   * notices — follow it for the whole conversation. Spanish when absent; the owner's texts are kept.
   */
  language?: EngineLanguage;
}

/** A user's reply: typed text, a pressed button's id, or both. */
export type UserReply = { text?: string; optionId?: string };
