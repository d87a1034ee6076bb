import type { InputRequest } from '@plubot/engine';
import type { ChatEntry, ChatTranscript, ChatTurn } from '../types';

/** Why the conversation could not go on; `fatal` errors need a restart (unknown bot or session). */
export interface ChatError {
  message: string;
  fatal: boolean;
}

/** Everything the chat window shows about one conversation. */
export interface ConversationView {
  /** `starting` and `waiting` show the typing indicator. */
  status: 'starting' | 'ready' | 'waiting' | 'ended' | 'failed';
  entries: ChatEntry[];
  input: InputRequest;
  error: ChatError | null;
  /** Bumped by each (re)start; answers of an older conversation are dropped. */
  epoch: number;
}

export type ConversationAction =
  | { type: 'start' }
  | { type: 'answer'; epoch: number; turn: ChatTurn /** When the answer arrived (ms). */; receivedAt: number }
  /** The conversation so far, carried on after a reload instead of a new start. */
  | { type: 'resume'; epoch: number; transcript: ChatTranscript }
  | { type: 'send'; entry: ChatEntry }
  | { type: 'fail'; epoch: number; error: ChatError; entryKey?: string };

export const INITIAL_CONVERSATION: ConversationView = {
  status: 'starting',
  entries: [],
  input: { kind: 'none' },
  error: null,
  epoch: 0,
};

/**
 * The conversation as a pure state machine: start (or resume a conversation so far), the visitor's
 * message (shown at once), the bot's answer, or a failure (the unsent message is taken back so it
 * can be sent again).
 */
export function conversationReducer(state: ConversationView, action: ConversationAction): ConversationView {
  switch (action.type) {
    case 'start':
      return { ...INITIAL_CONVERSATION, epoch: state.epoch + 1 };
    case 'send':
      if (state.status !== 'ready') return state;
      return { ...state, status: 'waiting', error: null, entries: [...state.entries, action.entry] };
    case 'answer': {
      if (action.epoch !== state.epoch) return state;
      const { turn } = action;
      const retry = isRetryTurn(state, turn);
      // A pause ('Esperar') delays its message and every message after it.
      let waited = 0;
      const botEntries: ChatEntry[] = turn.messages.map((message) => {
        waited += message.delayMs ?? 0;
        return {
          key: `${state.epoch}-bot-${message.id}`,
          role: 'bot',
          text: message.text,
          nodeId: message.nodeId,
          ...(retry ? { retry: true } : {}),
          ...(message.format ? { format: message.format } : {}),
          ...(waited > 0 ? { revealAt: action.receivedAt + waited } : {}),
        };
      });
      return {
        ...state,
        status: turn.ended ? 'ended' : 'ready',
        entries: [...state.entries, ...botEntries],
        input: turn.ended ? { kind: 'none' } : turn.input,
        error: null,
      };
    }
    case 'resume': {
      if (action.epoch !== state.epoch || state.status !== 'starting') return state;
      const { transcript } = action;
      // Everything was shown before the reload: no pause is replayed, no retry is marked again.
      const entries: ChatEntry[] = transcript.entries.map((entry) => ({
        key: `${state.epoch}-resumed-${entry.seq}`,
        role: entry.role,
        text: entry.text,
        ...(entry.format ? { format: entry.format } : {}),
      }));
      return {
        ...state,
        status: transcript.ended ? 'ended' : 'ready',
        entries,
        input: transcript.ended ? { kind: 'none' } : transcript.input,
        error: null,
      };
    }
    case 'fail': {
      if (action.epoch !== state.epoch) return state;
      const entries = action.entryKey
        ? state.entries.filter((e) => e.key !== action.entryKey)
        : state.entries;
      const nothingYet = state.status === 'starting';
      return {
        ...state,
        entries,
        status: action.error.fatal || nothingYet ? 'failed' : 'ready',
        error: action.error,
      };
    }
  }
}

/**
 * The bot asked the same thing again because the reply did not pass (an e-mail that is not one):
 * one message, the same node still waiting, and a text that differs from the question it asked.
 */
function isRetryTurn(state: ConversationView, turn: ChatTurn): boolean {
  const before = state.input;
  const after = turn.input;
  if (turn.ended || before.kind === 'none' || after.kind !== before.kind) return false;
  if (after.nodeId !== before.nodeId || turn.messages.length !== 1) return false;
  const message = turn.messages[0];
  if (!message || message.nodeId !== before.nodeId) return false;
  const asked = [...state.entries].reverse().find((e) => e.role === 'bot' && e.nodeId === before.nodeId);
  return asked !== undefined && asked.text !== message.text;
}
