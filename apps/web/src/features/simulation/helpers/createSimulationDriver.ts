import {
  type BotInfo,
  type ConversationState,
  compileFlow,
  continueConversation,
  type EngineEffects,
  type EngineLanguage,
  startConversation,
  type TurnResult,
} from '@plubot/engine';
import type { ChatTurn, ConversationDriver } from '../../chat';

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
}

/**
 * Runs the editor's current, unsaved flow with the conversation engine in the browser — the same
 * engine that answers on the bot's link, widget and WhatsApp — so the simulation is the real
 * conversation. The flow is compiled once per driver.
 */
export function createSimulationDriver(options: SimulationDriverOptions): ConversationDriver {
  const flow = compileFlow({ nodes: options.nodes, edges: options.edges, revision: 0 });
  let state: ConversationState | null = null;

  const finish = (result: TurnResult): ChatTurn => {
    state = result.state;
    options.onTurn?.(result);
    return { messages: result.messages, input: result.input, ended: result.ended };
  };

  return {
    async start() {
      state = null;
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
      const input = 'optionId' in reply ? { optionId: reply.optionId } : { text: reply.text };
      return finish(await continueConversation(flow, state, input, options.effects));
    },
  };
}
