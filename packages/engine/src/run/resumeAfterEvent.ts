import type { EngineFlow } from '../compile/compileFlow';
import {
  type ConversationState,
  conversationStateSchema,
  type VariableValue,
} from '../model/conversationStateSchema';
import type { EngineEffects } from '../model/engineEffects';
import type { TurnResult } from '../model/engineTypes';
import { continueAfterEvent } from '../nodes/runPowerWaits';
import { CONVERSATION_SUBJECT, createTurn } from './createTurn';
import { runStep, walkFlow } from './walkFlow';

/**
 * What a service told of a conversation waiting on a power's link (issue #32): the payment was
 * made or the booking confirmed (`done`), or it was not in time (`notDone`), with what it gave.
 */
export interface PowerEvent {
  nodeId: string;
  outcome: 'done' | 'notDone';
  outputs: Record<string, VariableValue>;
}

/**
 * Goes on with a conversation that waits on a power's link once its event comes (the provider's
 * signed webhook, or the wait's time running out): by the node's `done` or `notDone` way, as a turn
 * of its own whose messages the host delivers to the visitor. `applied` is false — and nothing
 * changes — when the conversation no longer waits on that node (it ended, moved on, or a person
 * holds it), so an event that comes twice goes on once. Never throws.
 */
export async function resumeAfterEvent(
  flow: EngineFlow,
  state: ConversationState,
  event: PowerEvent,
  effects: EngineEffects = {},
): Promise<TurnResult & { applied: boolean }> {
  const parsed = conversationStateSchema.safeParse(state);
  const node = flow.nodes.get(event.nodeId);
  const waiting =
    parsed.success &&
    !parsed.data.ended &&
    !parsed.data.handoff &&
    parsed.data.input.kind === 'event' &&
    parsed.data.input.nodeId === event.nodeId &&
    parsed.data.currentNodeId === event.nodeId &&
    node?.kind === 'power';
  if (!parsed.success || !waiting || !node) {
    const turn = createTurn(flow, parsed.success ? parsed.data : state, effects);
    turn.log(CONVERSATION_SUBJECT, 'event-ignored', event.nodeId);
    return { ...turn.finish(), applied: false };
  }
  const turn = createTurn(flow, { ...parsed.data, turn: parsed.data.turn + 1, retries: 0 }, effects);
  const outcome = await runStep(turn, node, async () => continueAfterEvent(node, turn, event));
  return { ...(await walkFlow(turn, outcome)), applied: true };
}
