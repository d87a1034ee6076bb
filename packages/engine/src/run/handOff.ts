import type { EngineFlow } from '../compile/compileFlow';
import { type ConversationState, conversationStateSchema } from '../model/conversationStateSchema';
import type { EngineEffects } from '../model/engineEffects';
import type { TurnResult } from '../model/engineTypes';
import { runNode } from '../nodes/runNode';
import { CONVERSATION_SUBJECT, createTurn } from './createTurn';
import { endConversation, runStep, walkFlow } from './walkFlow';

/**
 * The conversation as it waits for a person because the visitor asked for one (a hand-off phrase,
 * issue #29): nothing else changes, and when the person gives it back the bot asks again what it
 * was waiting for. An ended conversation, or one already waiting for a person, is returned as it is.
 */
export function handOffToPerson(state: ConversationState): ConversationState {
  if (state.ended || state.handoff) return state;
  return { ...state, handoff: { reason: 'keyword', nodeId: null, resumeNodeId: state.currentNodeId } };
}

/**
 * Gives a conversation held by a person back to the bot: it goes on at `nodeId` (the node the person
 * chose), else where the hand-off said (the node after a «Hablar con una persona» node, or the
 * question the visitor was asked), running that node as if the flow had just reached it. With no
 * node to go on at, or one the flow does not have, the conversation ends. Never throws.
 */
export async function resumeConversation(
  flow: EngineFlow,
  state: ConversationState,
  nodeId: string | null,
  effects: EngineEffects = {},
): Promise<TurnResult> {
  const previous = conversationStateSchema.parse(state);
  const { handoff, ...rest } = previous;
  const turn = createTurn(flow, { ...rest, turn: previous.turn + 1, retries: 0 }, effects);
  const target = nodeId ?? handoff?.resumeNodeId ?? null;
  const node = target === null ? undefined : flow.nodes.get(target);
  turn.log(CONVERSATION_SUBJECT, 'resume', target ?? undefined);
  if (!node) return endConversation(turn);
  const outcome = await runStep(turn, node, () => runNode(node, turn));
  return walkFlow(turn, outcome);
}

/**
 * Closes a conversation a person held: the flow's first End node that has something to say says
 * it (its message, as when the flow reaches it), and the conversation ends. Never throws.
 */
export async function closeConversation(
  flow: EngineFlow,
  state: ConversationState,
  effects: EngineEffects = {},
): Promise<TurnResult> {
  const previous = conversationStateSchema.parse(state);
  const { handoff: _handoff, ...rest } = previous;
  const turn = createTurn(flow, { ...rest, turn: previous.turn + 1, retries: 0 }, effects);
  for (const node of flow.nodes.values()) {
    if (node.kind !== 'end') continue;
    const before = turn.messages.length;
    await runStep(turn, node, () => runNode(node, turn));
    if (turn.messages.length > before) break;
  }
  return endConversation(turn);
}
