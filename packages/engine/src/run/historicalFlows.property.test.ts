import {
  examineFlow,
  type FlowNode,
  getConditionHandleId,
  listVariableSets,
  loadFlow,
  readMessageCapture,
} from '@plubot/flow';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileFlow } from '../compile/compileFlow';
import type { UserReply } from '../model/engineTypes';
import { arbitraryHistoricalFlow, type HistoricalNodeMeaning } from '../testing/arbitraryHistoricalFlow';
import { converse } from '../testing/testFlow';

/** A reply each check accepts, and the value the engine stores for it. */
const VALID_REPLIES = {
  text: { text: 'hola', stored: 'hola' },
  email: { text: 'ana@example.com', stored: 'ana@example.com' },
  phone: { text: '+34 600 123 456', stored: '+34 600 123 456' },
  number: { text: '42', stored: 42 },
} as const;

/** The replies a visitor gives walking the chain, up to the first button that leads nowhere. */
function repliesFor(meanings: readonly HistoricalNodeMeaning[]): UserReply[] {
  const replies: UserReply[] = [];
  for (const meaning of meanings) {
    if (meaning.kind === 'message') {
      if (meaning.waits) replies.push({ text: VALID_REPLIES[meaning.waits.validation].text });
      continue;
    }
    const button = meaning.buttons[meaning.pick]!;
    replies.push({ optionId: button.id });
    if (!button.connected) break;
  }
  return replies;
}

describe('a flow in any historical shape, once loaded', () => {
  it('means the same on the canvas, in the engine and to Bot Doctor, node by node', async () => {
    await fc.assert(
      fc.asyncProperty(arbitraryHistoricalFlow(), async ({ stored, meanings }) => {
        const loaded = loadFlow(stored);
        expect(loaded.ok).toBe(true);
        if (!loaded.ok) return;
        const { nodes, edges } = loaded.value.flow;
        const byId = new Map<string, FlowNode>(nodes.map((node) => [node.id, node]));
        const doctor = examineFlow(
          { nodes, edges },
          { maxMenuButtons: null, services: { ai: true, mail: true, discord: true } },
        );
        const unconnected = new Set(
          doctor.findings.filter((finding) => finding.rule === 'optionWithoutPath').flatMap((f) => f.nodeIds),
        );

        // The canvas model and Bot Doctor, per node. Bot Doctor judges only the nodes a visitor can
        // reach: after a decision none of whose buttons leads on, nothing is.
        let reachable = true;
        for (const meaning of meanings) {
          const node = byId.get(meaning.id)!;
          if (meaning.kind === 'message') {
            expect(node.type === 'message' && node.data.message).toBe(meaning.says);
            const capture = readMessageCapture(node);
            expect(capture && { validation: capture.validation, variable: capture.variable }).toEqual(
              meaning.waits && { validation: meaning.waits.validation, variable: meaning.waits.variable },
            );
            expect(node.type === 'message' && node.data.capture !== undefined).toBe(
              meaning.waits !== undefined,
            );
            expect(listVariableSets(node).names).toEqual(
              meaning.waits?.variable ? [meaning.waits.variable] : [],
            );
            continue;
          }
          expect(node.type === 'decision' && node.data.question).toBe(meaning.asks);
          const drawn = new Set(
            edges.filter((edge) => edge.source === meaning.id).map((edge) => edge.sourceHandle),
          );
          for (const button of meaning.buttons) {
            expect(drawn.has(getConditionHandleId(button.id))).toBe(button.connected);
          }
          expect(unconnected.has(meaning.id)).toBe(
            reachable && meaning.buttons.some((button) => !button.connected),
          );
          if (!meaning.buttons.some((button) => button.connected)) reachable = false;
        }

        // The engine, walking the chain with a valid reply to each question.
        const results = await converse(compileFlow({ nodes, edges }), repliesFor(meanings));
        const said = results.flatMap((result) => result.messages.map((message) => message.text));
        const expected: string[] = ['Hola'];
        let stopped = false;
        for (const meaning of meanings) {
          expected.push(meaning.kind === 'message' ? meaning.says : meaning.asks);
          if (meaning.kind === 'decision' && !meaning.buttons[meaning.pick]!.connected) {
            stopped = true;
            break;
          }
        }
        if (!stopped) expected.push('Fin');
        expect(said).toEqual(expected);
        const last = results[results.length - 1]!;
        expect(last.ended).toBe(true);

        let turn = 0;
        for (const meaning of meanings) {
          if (meaning.kind === 'message' && !meaning.waits) continue;
          const input = results[turn]!.input;
          if (meaning.kind === 'message' && meaning.waits) {
            expect(input).toEqual({
              kind: 'text',
              nodeId: meaning.id,
              validation: meaning.waits.validation,
              ...(meaning.waits.variable ? { variable: meaning.waits.variable } : {}),
            });
            if (meaning.waits.variable) {
              expect(last.state.variables[meaning.waits.variable]).toBe(
                VALID_REPLIES[meaning.waits.validation].stored,
              );
            }
          } else if (meaning.kind === 'decision') {
            expect(input).toMatchObject({
              kind: 'choice',
              nodeId: meaning.id,
              options: meaning.buttons.map(({ id, label }) => ({ id, label })),
            });
            if (!meaning.buttons[meaning.pick]!.connected) break;
          }
          turn += 1;
        }
      }),
      { numRuns: 200 },
    );
  });
});
