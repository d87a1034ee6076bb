import type { EngineFlow, EngineNode } from '../compile/compileFlow';
import { type ConversationState, conversationStateSchema } from '../model/conversationStateSchema';
import type { EngineEffects } from '../model/engineEffects';
import { getEngineMessages, LAST_REPLY_VARIABLE, MAX_REPLY_LENGTH } from '../model/engineMessages';
import type { TurnResult, UserReply } from '../model/engineTypes';
import { replyToDecisionNode } from '../nodes/runDecisionNode';
import { replyToHandoffNode } from '../nodes/runHandoffNode';
import { replyToMessageNode } from '../nodes/runMessageNode';
import { replyToPowerNode } from '../nodes/runPowerWaits';
import { runStartNode } from '../nodes/runStartNode';
import { CONVERSATION_SUBJECT, createTurn, type Turn } from './createTurn';
import { sanitizeVariables } from './startConversation';
import { endConversation, runStep, walkFlow } from './walkFlow';

/**
 * Runs the next turn with the user's reply: validates it against what the conversation waits for,
 * stores it, and runs the flow until it waits again or ends. An ended conversation ignores replies
 * (no messages). When the waiting node is gone or changed type (the flow was edited) — or the
 * stored state is unreadable — the conversation restarts from the start node, keeping its
 * variables, with 'El flujo de este bot cambió, así que empezamos de nuevo.'. Never throws.
 *
 * @example
 * const next = await continueConversation(flow, session.state, { optionId: 'cond-1' }, effects);
 */
export async function continueConversation(
  flow: EngineFlow,
  state: ConversationState,
  reply: UserReply,
  effects: EngineEffects = {},
): Promise<TurnResult> {
  const parsed = conversationStateSchema.safeParse(state);
  const previous = parsed.success ? parsed.data : recoverState(state);
  if (previous.ended) {
    const turn = createTurn(flow, previous, effects);
    turn.log(CONVERSATION_SUBJECT, 'ignored-ended');
    return turn.finish();
  }
  if (previous.handoff) {
    // A person answers this conversation now (issue #29): the bot keeps quiet until it is given back.
    const turn = createTurn(flow, previous, effects);
    turn.log(CONVERSATION_SUBJECT, 'ignored-handoff');
    return turn.finish();
  }
  const turn = createTurn(flow, { ...previous, turn: previous.turn + 1 }, effects);
  if (!parsed.success) turn.log(CONVERSATION_SUBJECT, 'invalid-state', parsed.error.issues[0]?.message);
  if (flow.revision !== undefined && flow.revision !== previous.flowRevision) {
    turn.log(CONVERSATION_SUBJECT, 'flow-revision-changed', `${previous.flowRevision} → ${flow.revision}`);
    turn.state.flowRevision = flow.revision;
  }
  const text = typeof reply?.text === 'string' ? reply.text.slice(0, MAX_REPLY_LENGTH) : undefined;
  const optionId = typeof reply?.optionId === 'string' ? reply.optionId : undefined;
  if (text !== undefined) turn.setVariable(LAST_REPLY_VARIABLE, text.trim());

  const node = findWaitingNode(turn, previous);
  if (!node) return restart(turn);
  const outcome = await runStep(turn, node, () => {
    if (node.kind === 'decision') return replyToDecisionNode(node, turn, { text, optionId });
    if (node.kind === 'handoff') return replyToHandoffNode(node, turn, text ?? '');
    if (node.kind === 'power') return replyToPowerNode(node, turn, { text, optionId });
    return replyToMessageNode(node, turn, text ?? '');
  });
  return walkFlow(turn, outcome);
}

/** The node the conversation waits on, if it still exists with a type that can take the reply. */
function findWaitingNode(turn: Turn, state: ConversationState): EngineNode | undefined {
  const node = state.currentNodeId === null ? undefined : turn.flow.nodes.get(state.currentNodeId);
  if (!node) return undefined;
  if (state.input.kind === 'text' && (node.kind === 'message' || node.kind === 'handoff')) return node;
  if (state.input.kind === 'choice' && node.kind === 'decision') return node;
  if ((state.input.kind === 'choice' || state.input.kind === 'event') && node.kind === 'power') return node;
  return undefined;
}

async function restart(turn: Turn): Promise<TurnResult> {
  turn.log(CONVERSATION_SUBJECT, 'restart', turn.state.currentNodeId ?? undefined);
  turn.state.retries = 0;
  const start = turn.flow.startNodeId === undefined ? undefined : turn.flow.nodes.get(turn.flow.startNodeId);
  if (!start) {
    turn.say('', getEngineMessages(turn.state.language).noFlow);
    return endConversation(turn);
  }
  turn.say('', getEngineMessages(turn.state.language).flowChanged);
  const outcome = await runStep(turn, start, () => runStartNode(start, turn));
  return walkFlow(turn, outcome);
}

/** A usable state from an unreadable one: its variables and turn when they can be read. */
function recoverState(state: unknown): ConversationState {
  const record = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  const variables =
    typeof record.variables === 'object' && record.variables !== null && !Array.isArray(record.variables)
      ? sanitizeVariables(record.variables as Record<string, unknown>)
      : {};
  const turn =
    typeof record.turn === 'number' && Number.isInteger(record.turn) && record.turn >= 0 ? record.turn : 0;
  const flowRevision = typeof record.flowRevision === 'number' ? record.flowRevision : 0;
  return {
    ...(record.language === 'en' ? { language: 'en' as const } : {}),
    version: 1,
    flowRevision,
    currentNodeId: null,
    input: { kind: 'none' },
    variables,
    ended: record.ended === true,
    turn,
    retries: 0,
  };
}
