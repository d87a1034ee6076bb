import type { EngineFlow } from '../compile/compileFlow';
import type { ConversationState, VariableValue } from '../model/conversationStateSchema';
import type { EngineEffects } from '../model/engineEffects';
import { ENGINE_LANGUAGES, getEngineMessages } from '../model/engineMessages';
import type { BotInfo, ConversationContext, TurnResult } from '../model/engineTypes';
import { runStartNode } from '../nodes/runStartNode';
import { CONVERSATION_SUBJECT, createTurn } from './createTurn';
import { endConversation, runStep, walkFlow } from './walkFlow';

/**
 * Starts a conversation (turn 1): greets from the start node (the bot's `initialMessage` first) and
 * runs the flow until it waits for the user or ends. A flow without a start node says so and ends.
 * Never throws; effects are awaited one at a time.
 *
 * @example
 * const first = await startConversation(compileFlow(stored), { name: 'Plubot' }, { flowRevision: 3 });
 * // store first.state; show first.messages; ask for first.input
 */
export async function startConversation(
  flow: EngineFlow,
  bot: BotInfo,
  context: ConversationContext,
  effects: EngineEffects = {},
): Promise<TurnResult> {
  const state: ConversationState = {
    version: 1,
    flowRevision: Number.isFinite(context?.flowRevision) ? context.flowRevision : 0,
    currentNodeId: null,
    input: { kind: 'none' },
    variables: sanitizeVariables(context?.variables),
    ended: false,
    turn: 1,
    retries: 0,
  };
  const maxButtons = context?.maxButtons;
  if (typeof maxButtons === 'number' && Number.isInteger(maxButtons) && maxButtons > 0) {
    state.maxButtons = maxButtons;
  }
  const language = context?.language;
  if (language !== undefined && ENGINE_LANGUAGES.includes(language)) state.language = language;
  const turn = createTurn(flow, state, effects);
  turn.log(CONVERSATION_SUBJECT, 'start', context?.channel);
  const start = flow.startNodeId === undefined ? undefined : flow.nodes.get(flow.startNodeId);
  if (!start) {
    const initialMessage = bot?.initialMessage;
    const greeting = initialMessage?.trim() ? turn.render(initialMessage).trim() : '';
    if (greeting !== '') turn.say('', greeting);
    turn.say('', getEngineMessages(state.language).noFlow);
    return endConversation(turn);
  }
  const outcome = await runStep(turn, start, () => runStartNode(start, turn, bot?.initialMessage));
  return walkFlow(turn, outcome);
}

/** Keeps the JSON scalar variables (finite numbers only) of a host-provided record. */
export function sanitizeVariables(
  variables: Readonly<Record<string, unknown>> | undefined,
): Record<string, VariableValue> {
  const clean: Record<string, VariableValue> = {};
  if (!variables) return clean;
  for (const [name, value] of Object.entries(variables)) {
    if (name === '__proto__') continue;
    if (typeof value === 'string' || typeof value === 'boolean' || value === null) clean[name] = value;
    else if (typeof value === 'number' && Number.isFinite(value)) clean[name] = value + 0;
  }
  return clean;
}
