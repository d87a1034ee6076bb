import type { EngineFlow } from '../compile/compileFlow';
import { type ChatCard, describeChatCard } from '../model/chatCard';
import type { ChatButton, ConversationState, VariableValue } from '../model/conversationStateSchema';
import type { EngineEffects } from '../model/engineEffects';
import type { BotMessage, TraceEntry, TurnResult } from '../model/engineTypes';
import { interpolate } from '../text/interpolate';

/** The node a trace entry is about: an engine node, or a conversation-level event. */
export interface TraceSubject {
  readonly id: string;
  readonly type: string;
}

/** The conversation itself as a trace subject (events not tied to a node). */
export const CONVERSATION_SUBJECT: TraceSubject = { id: '', type: 'conversation' };

/**
 * Everything one turn works on: the flow, the effects, a draft of the state (owned by the turn) and
 * what it has said and done so far.
 */
/** The longest pause the bot makes before one message: five minutes. */
export const MAX_DELAY_MS = 300_000;

export interface Turn {
  readonly flow: EngineFlow;
  readonly effects: EngineEffects;
  readonly state: ConversationState;
  readonly messages: BotMessage[];
  readonly trace: TraceEntry[];
  /** Nodes run so far in this turn. */
  steps: number;
  /** Sends a message (ids are `{turn}-{index}`). */
  say(nodeId: string, text: string, buttons?: ChatButton[], format?: 'markdown'): void;
  /** Shows a card (a design): one message whose text is the card's title and link. */
  showCard(nodeId: string, card: ChatCard): void;
  /** Makes the next message wait `ms` more before it shows (a 'Esperar' action). */
  delay(ms: number): void;
  /** Records a trace entry. */
  log(subject: TraceSubject, event: string, detail?: string): void;
  /** Stores a variable; refuses blank or unsafe names and non-finite numbers become null. */
  setVariable(name: string, value: VariableValue): void;
  /** Interpolates a template with the current variables. */
  render(template: string): string;
  /** The turn's result, built from the draft state. */
  finish(): TurnResult;
}

const UNSAFE_NAMES: ReadonlySet<string> = new Set(['__proto__']);

/** Starts a turn on a copy of `state`: the caller's state is never mutated. */
export function createTurn(flow: EngineFlow, state: ConversationState, effects: EngineEffects): Turn {
  const draft: ConversationState = {
    ...state,
    input: structuredClone(state.input),
    variables: { ...state.variables },
  };
  const messages: BotMessage[] = [];
  let pendingDelayMs = 0;
  const push = (message: BotMessage) => {
    if (pendingDelayMs > 0) message.delayMs = pendingDelayMs;
    pendingDelayMs = 0;
    messages.push(message);
  };
  const trace: TraceEntry[] = [];
  return {
    flow,
    effects,
    state: draft,
    messages,
    trace,
    steps: 0,
    say(nodeId, text, buttons, format) {
      const message: BotMessage = { id: `${draft.turn}-${messages.length}`, nodeId, text };
      if (buttons) message.buttons = buttons.map((button) => ({ ...button }));
      if (format) message.format = format;
      push(message);
    },
    showCard(nodeId, card) {
      const id = `${draft.turn}-${messages.length}`;
      push({ id, nodeId, text: describeChatCard(card), card: { ...card } });
    },
    delay(ms) {
      pendingDelayMs = Math.min(MAX_DELAY_MS, pendingDelayMs + Math.max(0, Math.round(ms)));
    },
    log(subject, event, detail) {
      const entry: TraceEntry = { nodeId: subject.id, type: subject.type, event };
      if (detail !== undefined) entry.detail = detail;
      trace.push(entry);
    },
    setVariable(name, value) {
      const key = name.trim();
      if (key === '' || UNSAFE_NAMES.has(key)) return;
      draft.variables[key] = typeof value === 'number' && !Number.isFinite(value) ? null : value;
    },
    render(template) {
      return interpolate(template, draft.variables);
    },
    finish() {
      const state = structuredClone(draft);
      return { state, messages, input: structuredClone(draft.input), ended: draft.ended, trace };
    },
  };
}
