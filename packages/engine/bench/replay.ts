// Replaying real conversations against a draft (issue #28): 200 recorded conversations of 20 visitor
// replies each, replayed offline against a 500-node draft. Prints; never asserts.
import { compileFlow } from '../src/compile/compileFlow';
import type { EngineEffects } from '../src/model/engineEffects';
import type { UserReply } from '../src/model/engineTypes';
import { recordConversation } from '../src/replay/recordConversation';
import { replayConversations } from '../src/replay/replayConversation';
import type { RecordedConversation } from '../src/replay/replaySchemas';

const NODES = 500;
const STAGES = 10;
const BRANCH_LENGTH = 15;
const CONVERSATIONS = 200;
const WARMUP_RUNS = 1;
const MEASURED_RUNS = 5;
const GOAL_MS = 1_000;
const LABELS = ['Opción A', 'Opción B', 'Opción C'];

type Node = { id: string; type: string; position: { x: number; y: number }; data: Record<string, unknown> };
type Edge = { id: string; source: string; target: string; sourceHandle?: string };

/**
 * The live flow: a greeting and an intro, then stages of a three-button decision (each button a
 * branch of messages), an e-mail to the owner and a capture; an End node. Exactly {@link NODES} nodes.
 */
function buildLiveFlow(): { nodes: Node[]; edges: Edge[] } {
  const nodes: Node[] = [];
  const edges: Edge[] = [];
  const add = (id: string, type: string, data: Record<string, unknown>) =>
    nodes.push({ id, type, position: { x: 0, y: nodes.length * 100 }, data: { label: id, ...data } });
  const link = (source: string, target: string, sourceHandle?: string) =>
    edges.push({ id: `e${edges.length}`, source, target, ...(sourceHandle ? { sourceHandle } : {}) });
  const intro = NODES - 2 - STAGES * (3 * BRANCH_LENGTH + 3);
  add('start', 'start', { dynamicContent: 'Hola, soy el bot de la tienda' });
  let previous = 'start';
  for (let index = 0; index < intro; index += 1) {
    add(`intro-${index}`, 'message', { message: `Dato ${index + 1} de la tienda` });
    link(previous, `intro-${index}`);
    previous = `intro-${index}`;
  }
  for (let stage = 0; stage < STAGES; stage += 1) {
    const decision = `d${stage}`;
    add(decision, 'decision', {
      question: `Etapa ${stage + 1}: ¿qué prefieres?`,
      conditions: LABELS.map((text, index) => ({ id: `s${stage}c${index}`, text })),
    });
    link(previous, decision);
    const mail = `mail${stage}`;
    for (const [branch] of LABELS.entries()) {
      let from = decision;
      let handle: string | undefined = `output-s${stage}c${branch}`;
      for (let step = 0; step < BRANCH_LENGTH; step += 1) {
        const id = `s${stage}b${branch}m${step}`;
        add(id, 'message', { message: `Etapa ${stage + 1}, ${LABELS[branch]}: paso ${step + 1} {{nombre}}` });
        link(from, id, handle);
        from = id;
        handle = undefined;
      }
      link(from, mail);
    }
    add(mail, 'action', {
      actionType: 'sendEmail',
      parameters: { to: 'owner@plubot.com', subject: `Etapa ${stage + 1}`, body: '{{nombre}}' },
    });
    const capture = `c${stage}`;
    add(capture, 'message', {
      message: `Etapa ${stage + 1}: ¿cómo te contactamos?`,
      capture: { variable: 'nombre', validation: 'text' },
    });
    link(mail, capture);
    previous = capture;
  }
  add('end', 'end', { endMessage: 'Gracias, {{nombre}}' });
  link(previous, 'end');
  return { nodes, edges };
}

/**
 * The draft, changed a little: a message's text in stage 7 (branch B), stage 9's capture now wants
 * an e-mail, and a message of stage 4 (branch C) is now an HTTP request. Still {@link NODES} nodes.
 */
function buildDraftFlow(live: { nodes: Node[]; edges: Edge[] }): { nodes: Node[]; edges: Edge[] } {
  const nodes = live.nodes.map((node) => {
    if (node.id === 's6b1m7') return { ...node, data: { ...node.data, message: 'Texto nuevo del paso 8' } };
    if (node.id === 'c8')
      return { ...node, data: { ...node.data, capture: { variable: 'nombre', validation: 'email' } } };
    if (node.id === 's3b2m4')
      return {
        ...node,
        type: 'httpRequest',
        data: { label: node.id, method: 'GET', url: 'https://api.test/{{nombre}}' },
      };
    return node;
  });
  const edges = live.edges.map((edge) =>
    edge.source === 's3b2m4' ? { ...edge, sourceHandle: 'onError' } : edge,
  );
  return { nodes, edges };
}

/** A small seeded generator, so every run records the same conversations. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const ok = async () => ({ ok: true });
const LIVE_EFFECTS: EngineEffects = {
  sendEmail: ok,
  saveLead: ok,
  notify: ok,
  webhook: ok,
  discord: ok,
  saveRecord: ok,
  http: async () => ({ ok: true, status: 200, headers: {}, body: '{}' }),
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const liveRaw = buildLiveFlow();
const live = compileFlow({ ...liveRaw, revision: 1 });
const draft = compileFlow({ ...buildDraftFlow(liveRaw), revision: 2 });
const bot = { name: 'Tienda' };
const context = { flowRevision: 1, channel: 'web' as const };

const next = random(28);
const recorded: RecordedConversation[] = [];
for (let index = 0; index < CONVERSATIONS; index += 1) {
  const replies: UserReply[] = [];
  for (let stage = 0; stage < STAGES; stage += 1) {
    replies.push({ optionId: `s${stage}c${Math.floor(next() * LABELS.length)}` });
    replies.push({ text: next() < 0.5 ? `cliente${index}@plubot.com` : `Cliente ${index}` });
  }
  const { recorded: conversation } = await recordConversation(
    live,
    bot,
    context,
    replies,
    LIVE_EFFECTS,
    `c${index}`,
  );
  recorded.push(conversation);
}
if (live.nodes.size !== NODES || draft.nodes.size !== NODES)
  throw new Error('the bench flows are not 500 nodes');
const messages = recorded.reduce((sum, conversation) => sum + conversation.messages.length, 0);

let report = await replayConversations(draft, bot, context, recorded);
for (let run = 1; run < WARMUP_RUNS; run += 1)
  report = await replayConversations(draft, bot, context, recorded);
const times: number[] = [];
for (let run = 0; run < MEASURED_RUNS; run += 1) {
  const start = performance.now();
  report = await replayConversations(draft, bot, context, recorded);
  times.push(performance.now() - start);
}
const ms = median(times);

console.log(
  `@plubot/engine replay bench — ${CONVERSATIONS} conversations × ${STAGES * 2} replies (${messages} stored messages) against a ${NODES}-node draft`,
);
console.log(`verdicts: ${JSON.stringify(report.counts)}`);
console.log(
  `median of ${MEASURED_RUNS} runs (after ${WARMUP_RUNS} warm-up): ${ms.toFixed(1)} ms (goal: < ${GOAL_MS} ms) — ${
    ms < GOAL_MS ? 'meets the goal' : 'over the goal'
  }`,
);
console.log(`runs: ${times.map((time) => time.toFixed(1)).join(', ')} ms`);
