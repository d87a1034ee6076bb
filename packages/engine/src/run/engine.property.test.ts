import { checkFlowSavable, flowGraphSchema } from '@plubot/flow';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileFlow, type EngineFlow } from '../compile/compileFlow';
import { conversationStateSchema } from '../model/conversationStateSchema';
import type { EngineEffects } from '../model/engineEffects';
import { MAX_STEPS_PER_TURN } from '../model/engineMessages';
import type { TurnResult, UserReply } from '../model/engineTypes';
import { arbitraryEffects, arbitraryFlow, arbitraryReplies } from '../testing/arbitraryFlow';
import { continueConversation } from './continueConversation';
import { startConversation } from './startConversation';

function checkTurn(flow: EngineFlow, result: TurnResult, turn: number): void {
  const { state } = result;
  expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  expect(conversationStateSchema.safeParse(state).success).toBe(true);
  expect(result.trace.filter((entry) => entry.event === 'visit').length).toBeLessThanOrEqual(
    MAX_STEPS_PER_TURN,
  );
  expect(result.trace.map((entry) => entry.event)).not.toContain('error');
  expect(result.input).toEqual(state.input);
  expect(result.ended).toBe(state.ended);
  expect(state.turn).toBe(turn);
  expect(result.messages.map((message) => message.id)).toEqual(
    result.messages.map((_, index) => `${turn}-${index}`),
  );
  if (state.ended) {
    expect(state.input).toEqual({ kind: 'none' });
    expect(state.currentNodeId).toBeNull();
  } else {
    expect(state.input.kind).not.toBe('none');
    expect(state.input.kind !== 'none' && state.input.nodeId).toBe(state.currentNodeId);
    expect(flow.nodes.has(state.currentNodeId ?? '')).toBe(true);
  }
}

async function play(flow: EngineFlow, replies: UserReply[], effects: EngineEffects, maxButtons?: number) {
  const context = maxButtons === undefined ? { flowRevision: 1 } : { flowRevision: 1, maxButtons };
  let result = await startConversation(flow, { name: 'Bot' }, context, effects);
  checkTurn(flow, result, 1);
  for (const reply of replies) {
    // An ended conversation, or one a person holds, ignores replies.
    const ignores = result.state.ended || result.state.handoff !== undefined;
    const before = result.state;
    result = await continueConversation(flow, JSON.parse(JSON.stringify(result.state)), reply, effects);
    if (ignores) {
      expect(result.messages).toEqual([]);
      expect(result.state).toEqual(before);
    } else {
      checkTurn(flow, result, before.turn + 1);
    }
  }
}

describe('engine properties', () => {
  it('runs any savable flow with any replies: never throws, stays within the step cap and keeps JSON state', async () => {
    await fc.assert(
      fc.asyncProperty(
        arbitraryFlow,
        arbitraryReplies,
        arbitraryEffects,
        fc.option(fc.integer({ min: 1, max: 5 }), { nil: undefined }),
        async (raw, replies, effects, maxButtons) => {
          expect(flowGraphSchema.safeParse(raw).success).toBe(true);
          expect(checkFlowSavable(flowGraphSchema.parse(raw)).ok).toBe(true);
          await play(compileFlow(raw), replies, effects, maxButtons);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('survives arbitrary junk in nodes, edges and data', async () => {
    const junkNode = fc.record({
      id: fc.oneof(fc.constantFrom('n0', 'n1', 'n2', 'n3'), fc.anything()),
      type: fc.oneof(
        fc.constantFrom('start', 'end', 'message', 'decision', 'httpRequest', 'action', 'ai'),
        fc.anything(),
      ),
      data: fc.anything(),
    });
    const junkEdge = fc.record({
      source: fc.oneof(fc.constantFrom('n0', 'n1', 'n2', 'n3'), fc.anything()),
      target: fc.oneof(fc.constantFrom('n0', 'n1', 'n2', 'n3'), fc.anything()),
      sourceHandle: fc.anything(),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(junkNode, fc.anything()), { maxLength: 8 }),
        fc.array(fc.oneof(junkEdge, fc.anything()), { maxLength: 12 }),
        arbitraryReplies,
        arbitraryEffects,
        async (nodes, edges, replies, effects) => {
          await play(compileFlow({ nodes, edges }), replies, effects);
        },
      ),
      { numRuns: 200 },
    );
  });
});
