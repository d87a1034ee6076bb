import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileFlow } from '../compile/compileFlow';
import type { InputRequest } from '../model/conversationStateSchema';
import type { EngineEffects } from '../model/engineEffects';
import type { UserReply } from '../model/engineTypes';
import { arbitraryFlow } from '../testing/arbitraryFlow';
import type { VisitorAction } from '../testing/arbitraryVisitorActions';
import { arbitraryVisitorActions } from '../testing/arbitraryVisitorActions';
import { recordConversation } from './recordConversation';
import { replayConversation } from './replayConversation';
import { replayOutcomeSchema } from './replaySchemas';

const ok = async () => ({ ok: true });
const fail = async () => ({ ok: false, error: 'fallo' });

/** A live host with every effect, answering well or badly (the chat always injects them all). */
const arbitraryLiveEffects = fc.constantFrom<EngineEffects>(
  {
    http: async (request) => ({
      ok: true,
      status: request.url.length % 2 ? 200 : 500,
      headers: { 'x-id': '1' },
      body: '{"data":{"id":1},"items":[2]}',
    }),
    ai: async (request) => ({ ok: true, text: `eco: ${request.prompt}` }),
    lookupRecord: async () => ({ ok: true, record: { nombre: 'Ana', edad: 30 } }),
    knowledge: async (request) => ({
      ok: true,
      answered: true,
      text: `Sé: ${request.question}`,
      sources: ['A'],
    }),
    sendEmail: ok,
    saveLead: ok,
    notify: ok,
    discord: ok,
    webhook: ok,
    saveRecord: ok,
    power: async () => ({ ok: true, handled: true }),
  },
  {
    http: async () => ({ ok: false, error: 'timeout' }),
    ai: async () => ({ ok: false, error: 'fallo' }),
    lookupRecord: async () => ({ ok: true, record: null }),
    knowledge: async () => ({ ok: true, answered: false }),
    sendEmail: fail,
    saveLead: fail,
    notify: fail,
    discord: fail,
    webhook: fail,
    saveRecord: fail,
    power: async () => ({ ok: true, handled: false }),
  },
);

/**
 * What the chat sends for a visitor's action: a pressed button's id (the first of the buttons that
 * share its label: a recording holds only the label), its number or label typed, typed text (the
 * chat refuses a blank one), or a button id it no longer knows.
 */
function toReply(action: VisitorAction): (input: InputRequest) => UserReply | undefined {
  return (input) => {
    if (action.kind === 'stale') return { optionId: 'nope' };
    if (action.kind === 'text') return action.text.trim() === '' ? undefined : { text: action.text };
    const options = input.kind === 'choice' ? input.options : [];
    const picked = options[action.pick % Math.max(1, options.length)];
    if (!picked) return { text: 'hola' };
    const label = picked.label.trim().toLowerCase();
    const index = options.findIndex((option) => option.label.trim().toLowerCase() === label);
    const button = options[index] ?? picked;
    if (action.as === 'id') return { optionId: button.id };
    return { text: action.as === 'number' ? String(index + 1) : button.label };
  };
}

describe('replay properties', () => {
  it('replaying a conversation against the flow that recorded it is the same, or unrepeatable where an HTTP request, an AI answer, a record or the knowledge decided', async () => {
    await fc.assert(
      fc.asyncProperty(
        arbitraryFlow,
        arbitraryVisitorActions,
        arbitraryLiveEffects,
        fc.option(fc.integer({ min: 1, max: 5 }), { nil: undefined }),
        async (raw, actions, effects, maxButtons) => {
          const flow = compileFlow(raw);
          const context = maxButtons === undefined ? { flowRevision: 1 } : { flowRevision: 1, maxButtons };
          const bot = { name: 'Bot' };
          const { recorded, unrepeatableTurn } = await recordConversation(
            flow,
            bot,
            context,
            actions.map(toReply),
            effects,
          );
          const outcome = await replayConversation(flow, bot, context, recorded);
          expect(replayOutcomeSchema.safeParse(outcome).success).toBe(true);
          if (unrepeatableTurn === undefined) {
            expect(outcome.verdict).toBe('same');
          } else {
            expect(outcome).toMatchObject({ verdict: 'unrepeatable', turn: unrepeatableTurn });
            if (outcome.verdict === 'unrepeatable') expect(flow.nodes.has(outcome.nodeId)).toBe(true);
          }
          const compared = outcome.verdict === 'unrepeatable' ? outcome.turns.slice(0, -1) : outcome.turns;
          expect(compared.every((turn) => turn.same)).toBe(true);
        },
      ),
      { numRuns: 400 },
    );
  });
});
