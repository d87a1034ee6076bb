import {
  asksForPerson,
  type BotInfo,
  type ConversationState,
  compileFlow,
  continueConversation,
  type EngineEffects,
  type EngineLanguage,
  handOffToPerson,
  resumeAfterEvent,
  resumeConversation,
  startConversation,
  type TurnResult,
} from '@plubot/engine';
import type { ChatLiveEvent, ChatTurn, ConversationDriver } from '../../chat';

export interface SimulationDriverOptions {
  nodes: unknown[];
  edges: unknown[];
  bot: BotInfo;
  /** The plan's button limit (3 on the free plan), as the live chat applies it. */
  maxButtons?: number | undefined;
  effects: EngineEffects;
  /** The language of the engine's own texts (retry messages, notices): the editor's language. */
  language?: EngineLanguage | undefined;
  /** Every turn's full result: state (variables), messages and trace. */
  onTurn?: (result: TurnResult) => void;
  /** The name the visitor sees for the person of the team (the owner plays them, issue #29). */
  personName?: string | undefined;
  /** The note the visitor sees when the person gives the conversation back to the bot. */
  returnedNote?: string | undefined;
  /** The note the visitor sees when they ask for a person (a hand-off phrase, as on the live chat). */
  askedNote?: string | undefined;
}

/**
 * The simulation's conversation, and the owner's part in it when the flow hands it to a person (a
 * «Hablar con una persona» node): what they write reaches the simulated chat as a person's message,
 * and 'Devolver al bot' lets the flow go on where the hand-off said.
 */
export interface SimulationDriver extends ConversationDriver {
  /** Whether a person holds the conversation now (the bot keeps quiet). */
  isHeld(): boolean;
  /** A message of the person to the visitor (only while a person holds the conversation). */
  personSays(text: string): void;
  /** Gives the conversation back to the bot, which goes on where the hand-off said. */
  giveBack(): Promise<void>;
  /**
   * Plays the service a power's link waits on (a checkout, a booking page; issue #32): the payment
   * or booking made (`done`) or not in time (`notDone`), as its webhook or the wait's end would.
   */
  settleLink(outcome: 'done' | 'notDone'): Promise<void>;
}

/** Live messages of the simulation are numbered apart from the turns' (never mistaken for repeats). */
const FIRST_LIVE_SEQ = 1_000_000;

/**
 * Runs the editor's current, unsaved flow with the conversation engine in the browser — the same
 * engine that answers on the bot's link, widget and WhatsApp — so the simulation is the real
 * conversation. The flow is compiled once per driver.
 */
export function createSimulationDriver(options: SimulationDriverOptions): SimulationDriver {
  const flow = compileFlow({ nodes: options.nodes, edges: options.edges, revision: 0 });
  let state: ConversationState | null = null;
  let seq = FIRST_LIVE_SEQ;
  const listeners = new Set<(event: ChatLiveEvent) => void>();
  const emit = (event: ChatLiveEvent) => {
    for (const listener of listeners) listener(event);
  };
  const agentName = options.personName ?? null;

  const finish = (result: TurnResult): ChatTurn => {
    state = result.state;
    options.onTurn?.(result);
    const held = Boolean(result.state.handoff) && !result.ended;
    return {
      messages: result.messages,
      input: result.input,
      ended: result.ended,
      ...(held ? { handoff: { status: 'person' as const, agentName } } : {}),
    };
  };

  return {
    isHeld: () => Boolean(state?.handoff) && !state?.ended,
    personSays(text) {
      const trimmed = text.trim();
      if (!state?.handoff || trimmed === '') return;
      seq += 1;
      emit({
        type: 'message',
        message: { seq, from: 'person', text: trimmed, ...(agentName ? { author: agentName } : {}) },
      });
    },
    async giveBack() {
      if (!state?.handoff) return;
      const result = await resumeConversation(flow, state, null, options.effects);
      state = result.state;
      options.onTurn?.(result);
      if (options.returnedNote) {
        seq += 1;
        emit({ type: 'message', message: { seq, from: 'system', text: options.returnedNote } });
      }
      for (const message of result.messages) {
        seq += 1;
        emit({ type: 'message', message: { seq, from: 'bot', text: message.text } });
      }
      emit({ type: 'status', handoff: { status: result.ended ? 'closed' : 'bot', agentName: null } });
    },
    async settleLink(outcome) {
      if (state?.input.kind !== 'event') return;
      const result = await resumeAfterEvent(
        flow,
        state,
        { nodeId: state.input.nodeId, outcome, outputs: {} },
        options.effects,
      );
      if (!result.applied) return;
      state = result.state;
      options.onTurn?.(result);
      for (const message of result.messages) {
        seq += 1;
        emit({
          type: 'message',
          message: { seq, from: 'bot', text: message.text, ...(message.card ? { card: message.card } : {}) },
        });
      }
      // What the conversation waits for now is read again, as after the bot takes it back.
      emit({ type: 'status', handoff: { status: result.ended ? 'closed' : 'bot', agentName: null } });
    },
    listen(onEvent) {
      listeners.add(onEvent);
      return () => void listeners.delete(onEvent);
    },
    async sync() {
      if (!state) return null;
      return { input: state.input, ended: state.ended };
    },
    async start() {
      state = null;
      seq = FIRST_LIVE_SEQ;
      const context = {
        flowRevision: 0,
        channel: 'simulation' as const,
        ...(options.maxButtons ? { maxButtons: options.maxButtons } : {}),
        ...(options.language ? { language: options.language } : {}),
      };
      return finish(await startConversation(flow, options.bot, context, options.effects));
    },
    async reply(reply) {
      if (!state) throw new Error('The simulation has not started');
      if (!state.handoff && !state.ended && 'text' in reply && asksForPerson(reply.text)) {
        // As on the live chat: the visitor asked for a person, the bot stops answering.
        state = handOffToPerson(state);
        const notice = options.askedNote
          ? [{ id: `${state.turn}-handoff`, nodeId: '', text: options.askedNote }]
          : [];
        return {
          messages: notice,
          input: state.input,
          ended: false,
          handoff: { status: 'person', agentName },
        };
      }
      const input = 'optionId' in reply ? { optionId: reply.optionId } : { text: reply.text };
      return finish(await continueConversation(flow, state, input, options.effects));
    },
  };
}
