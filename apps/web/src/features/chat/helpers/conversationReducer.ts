import type { InputRequest } from '@plubot/engine';
import type { ChatEntry, ChatHandoff, ChatLiveMessage, ChatSync, ChatTranscript, ChatTurn } from '../types';
import { HANDOFF_INPUT, isPersonAnswering, toEntryRole, toHandoff } from './handoffState';

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
  /** Who answers when it is not the bot (issue #29): a person asked for, answering, or the end. */
  handoff: ChatHandoff | null;
  /** A person of the team is writing (from the live stream; the hook turns it off after a while). */
  personTyping: boolean;
}

export type ConversationAction =
  | { type: 'start' }
  | { type: 'answer'; epoch: number; turn: ChatTurn /** When the answer arrived (ms). */; receivedAt: number }
  /** The conversation so far, carried on after a reload instead of a new start. */
  | { type: 'resume'; epoch: number; transcript: ChatTranscript }
  | { type: 'send'; entry: ChatEntry }
  | { type: 'fail'; epoch: number; error: ChatError; entryKey?: string }
  /** A message of the live stream: a person's, a note of the system, or the bot going on. */
  | { type: 'liveMessage'; epoch: number; message: ChatLiveMessage }
  /** Who answers changed (live stream): a person asked for, taking it, giving it back, closing it. */
  | { type: 'handoff'; epoch: number; handoff: ChatHandoff }
  | { type: 'personTyping'; epoch: number; typing: boolean }
  /** Where the conversation stands, read again after the bot took it back (what it waits for). */
  | { type: 'sync'; epoch: number; sync: ChatSync };

export const INITIAL_CONVERSATION: ConversationView = {
  status: 'starting',
  entries: [],
  input: { kind: 'none' },
  error: null,
  epoch: 0,
  handoff: null,
  personTyping: false,
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
          ...(message.card ? { card: message.card } : {}),
          ...(waited > 0 ? { revealAt: action.receivedAt + waited } : {}),
        };
      });
      return {
        ...state,
        ...settle(turn),
        entries: [...state.entries, ...botEntries],
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
        seq: entry.seq,
        ...(entry.author ? { author: entry.author } : {}),
        ...(entry.format ? { format: entry.format } : {}),
        ...(entry.card ? { card: entry.card } : {}),
      }));
      return { ...state, ...settle(transcript), entries, error: null };
    }
    case 'liveMessage': {
      if (!isLive(state, action.epoch)) return state;
      const { message } = action;
      if (message.from === 'visitor' || state.entries.some((e) => e.seq === message.seq)) return state;
      const entry: ChatEntry = {
        key: `${state.epoch}-live-${message.seq}`,
        role: toEntryRole(message.from),
        text: message.text,
        seq: message.seq,
        ...(message.author ? { author: message.author } : {}),
        ...(message.card ? { card: message.card } : {}),
      };
      return {
        ...state,
        entries: [...state.entries, entry],
        personTyping: message.from === 'person' ? false : state.personTyping,
      };
    }
    case 'handoff': {
      if (!isLive(state, action.epoch) || state.status === 'ended') return state;
      const handoff = toHandoff(action.handoff);
      if (handoff?.status === 'closed') {
        return { ...state, status: 'ended', input: { kind: 'none' }, handoff, personTyping: false };
      }
      // Given back to the bot: the reply box stays free until the bot says what it waits for.
      if (!handoff) return { ...state, handoff: null, personTyping: false };
      return { ...state, handoff, input: HANDOFF_INPUT };
    }
    case 'personTyping':
      if (!isLive(state, action.epoch) || state.status === 'ended') return state;
      return { ...state, personTyping: action.typing };
    case 'sync':
      // A reply on its way brings its own answer; an ended conversation stays ended.
      if (action.epoch !== state.epoch || state.status !== 'ready') return state;
      return { ...state, ...settle(action.sync) };
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
 * Where a turn, a resumed transcript or a sync leaves the conversation: ended (also when a person
 * closed it), a free reply box while a person is asked for or answers, or what the bot waits for.
 */
function settle(
  answer: Pick<ChatTurn, 'input' | 'ended' | 'handoff'>,
): Pick<ConversationView, 'status' | 'input' | 'handoff'> {
  const handoff = toHandoff(answer.handoff);
  if (answer.ended || handoff?.status === 'closed')
    return { status: 'ended', input: { kind: 'none' }, handoff };
  return { status: 'ready', input: isPersonAnswering(handoff) ? HANDOFF_INPUT : answer.input, handoff };
}

/** Live events belong to the open conversation of this epoch (not one starting or failed). */
function isLive(state: ConversationView, epoch: number): boolean {
  return epoch === state.epoch && state.status !== 'starting' && state.status !== 'failed';
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
