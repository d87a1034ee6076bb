import { describe, expect, it } from 'vitest';
import type { EngineFlow } from '../compile/compileFlow';
import type { UserReply } from '../model/engineTypes';
import { node, testFlow } from '../testing/testFlow';
import { recordConversation } from './recordConversation';
import {
  replayConversation,
  replayConversations,
  splitRecordedTurns,
  toReplayReply,
} from './replayConversation';
import { type RecordedConversation, replayOutcomeSchema, replayReportSchema } from './replaySchemas';

const BOT = { name: 'Bot' };
const CONTEXT = { flowRevision: 1 };

type Nodes = Record<string, Record<string, unknown>>;

/** The live flow: greeting, a question with two buttons, a name capture on «Sí», an End node. */
function liveNodes(): Nodes {
  return {
    s: node('s', 'start', { dynamicContent: 'Hola' }),
    m1: node('m1', 'message', { message: 'Bienvenido' }),
    d1: node('d1', 'decision', {
      question: '¿Quieres info?',
      conditions: [
        { id: 'c1', text: 'Sí' },
        { id: 'c2', text: 'No' },
      ],
    }),
    info: node('info', 'message', {
      message: '¿Tu nombre?',
      capture: { variable: 'nombre', validation: 'text' },
    }),
    thanks: node('thanks', 'message', { message: 'Gracias {{nombre}}' }),
    bye: node('bye', 'message', { message: 'Adiós' }),
    e: node('e', 'end', { endMessage: 'Fin' }),
  };
}

const LIVE_EDGES = [
  's->m1',
  'm1->d1',
  'd1->info@output-c1',
  'd1->bye@output-c2',
  'info->thanks',
  'thanks->e',
  'bye->e',
];

function build(nodes: Nodes, edges: string[] = LIVE_EDGES): EngineFlow {
  return testFlow(Object.values(nodes), edges, 1);
}

function withData(nodes: Nodes, id: string, data: Record<string, unknown>): Nodes {
  const target = nodes[id] as { data: Record<string, unknown> };
  return { ...nodes, [id]: { ...target, data: { ...target.data, ...data } } };
}

async function record(
  replies: UserReply[] = [{ optionId: 'c1' }, { text: 'Ana' }],
): Promise<RecordedConversation> {
  return (await recordConversation(build(liveNodes()), BOT, CONTEXT, replies, {}, 'session-1')).recorded;
}

async function replay(draft: EngineFlow, recorded?: RecordedConversation) {
  const outcome = await replayConversation(draft, BOT, CONTEXT, recorded ?? (await record()));
  expect(replayOutcomeSchema.safeParse(outcome).success).toBe(true);
  return outcome;
}

describe('splitRecordedTurns', () => {
  it('opens a turn at each visitor message, in seq order', () => {
    const turns = splitRecordedTurns([
      { seq: 3, role: 'bot', text: 'Genial' },
      { seq: 1, role: 'bot', text: 'Hola' },
      { seq: 2, role: 'user', text: 'Sí' },
      { seq: 4, role: 'user', text: 'x' },
    ]);
    expect(turns.map((turn) => [turn.reply?.text, turn.bot.map((message) => message.text)])).toEqual([
      [undefined, ['Hola']],
      ['Sí', ['Genial']],
      ['x', []],
    ]);
  });
});

describe('toReplayReply', () => {
  const choice = {
    kind: 'choice' as const,
    nodeId: 'd1',
    options: [
      { id: 'c1', label: 'Sí' },
      { id: 'c2', label: 'No' },
    ],
  };
  it('sends a button label as that option, a typed near match with its text, anything else as text', () => {
    expect(toReplayReply('Sí', choice).reply).toEqual({ optionId: 'c1' });
    expect(toReplayReply('  no ', choice)).toEqual({
      reply: { optionId: 'c2', text: '  no ' },
      sent: { text: '  no ', sentAs: 'option', optionId: 'c2' },
    });
    expect(toReplayReply('Quizás', choice)).toEqual({
      reply: { text: 'Quizás' },
      sent: { text: 'Quizás', sentAs: 'text' },
    });
    expect(toReplayReply('Sí', { kind: 'text', nodeId: 'm', validation: 'text' }).reply).toEqual({
      text: 'Sí',
    });
    expect(toReplayReply('', choice)).toEqual({ reply: {}, sent: { text: '', sentAs: 'none' } });
  });
});

describe('replayConversation', () => {
  it('finds the same flow the same, turn by turn, and echoes the id', async () => {
    const outcome = await replay(build(liveNodes()));
    expect(outcome.verdict).toBe('same');
    expect(outcome.id).toBe('session-1');
    expect(outcome.turns.map((turn) => turn.same)).toEqual([true, true, true]);
    expect(outcome.turns[1]?.reply).toEqual({ text: 'Sí', sentAs: 'option', optionId: 'c1' });
    expect(outcome.turns[2]?.draft.map((message) => message.text)).toEqual(['Gracias Ana', 'Fin']);
    expect(outcome.turns[2]?.nodeIds).toEqual(['info', 'thanks', 'e']);
    expect(outcome.skipped).toEqual([]);
  });

  it('replays recorded messages given in any order', async () => {
    const recorded = await record();
    const outcome = await replay(build(liveNodes()), { messages: [...recorded.messages].reverse() });
    expect(outcome.verdict).toBe('same');
    expect(outcome.id).toBeUndefined();
  });

  it('finds a changed message text different at its turn and node, and goes on replaying', async () => {
    const outcome = await replay(
      build(withData(liveNodes(), 'thanks', { message: 'Muchas gracias {{nombre}}' })),
    );
    expect(outcome).toMatchObject({ verdict: 'different', turn: 3, messageIndex: 0, nodeId: 'thanks' });
    if (outcome.verdict !== 'different') return;
    expect(outcome.now.map((message) => message.text)).toEqual(['Muchas gracias Ana', 'Fin']);
    expect(outcome.turns.map((turn) => turn.same)).toEqual([true, true, false]);
  });

  it('reports the first differing turn when a later one differs too', async () => {
    let nodes = withData(liveNodes(), 'm1', { message: 'Bienvenida' });
    nodes = withData(nodes, 'thanks', { message: 'Ok' });
    const outcome = await replay(build(nodes));
    expect(outcome).toMatchObject({ verdict: 'different', turn: 1, messageIndex: 1, nodeId: 'm1' });
    expect(outcome.turns).toHaveLength(3);
  });

  it('finds a changed button label different at the decision', async () => {
    const outcome = await replay(
      build(
        withData(liveNodes(), 'd1', {
          conditions: [
            { id: 'c1', text: 'Sí' },
            { id: 'c2', text: 'No, gracias' },
          ],
        }),
      ),
    );
    expect(outcome).toMatchObject({ verdict: 'different', turn: 1, messageIndex: 2, nodeId: 'd1' });
  });

  it('does not find the conversation the same when the button the visitor pressed is gone', async () => {
    const draft = build(
      withData(liveNodes(), 'd1', {
        conditions: [
          { id: 'c2', text: 'No' },
          { id: 'c3', text: 'Más tarde' },
        ],
      }),
    );
    const outcome = await replay(draft);
    expect(outcome.verdict).not.toBe('same');
    // The buttons shown already differ; the press then reaches the draft as typed text, which it refuses.
    expect(outcome).toMatchObject({ verdict: 'different', turn: 1, messageIndex: 2, nodeId: 'd1' });
    expect(outcome.turns[1]?.reply).toEqual({ text: 'Sí', sentAs: 'text' });
    expect(outcome.turns[1]?.draft.map((message) => message.text)).toEqual([
      'Por favor elige una de las opciones.',
    ]);
  });

  it('finds a branch that now leads nowhere stuck at a dead end', async () => {
    const edges = LIVE_EDGES.filter((spec) => spec !== 'd1->info@output-c1');
    const outcome = await replay(build(liveNodes(), edges));
    expect(outcome).toMatchObject({ verdict: 'stuck', turn: 2, reason: 'dead-end', nodeId: 'd1' });
    if (outcome.verdict !== 'stuck') return;
    expect(outcome.now).toEqual([]);
  });

  it('finds a dead end stuck even when the turn itself says the same', async () => {
    // The capture's answer used to lead to «Gracias» and the End node; now the flow stops after the thanks.
    const edges = LIVE_EDGES.filter((spec) => spec !== 'thanks->e');
    const recorded = await record();
    const outcome = await replay(build(liveNodes(), edges), recorded);
    expect(outcome).toMatchObject({ verdict: 'stuck', turn: 3, reason: 'dead-end', nodeId: 'thanks' });
  });

  it('finds a capture that now refuses the recorded reply stuck at that node', async () => {
    const draft = build(
      withData(liveNodes(), 'info', { capture: { variable: 'nombre', validation: 'email' } }),
    );
    const outcome = await replay(draft);
    expect(outcome).toMatchObject({ verdict: 'stuck', turn: 3, reason: 'reply-refused', nodeId: 'info' });
    if (outcome.verdict !== 'stuck') return;
    expect(outcome.now.map((message) => message.text)).toEqual(['Por favor ingresa un email válido.']);
  });

  it('finds the draft stuck when it stops to wait where the live bot went on', async () => {
    const draft = build(withData(liveNodes(), 'm1', { capture: { variable: 'x', validation: 'text' } }));
    const outcome = await replay(draft);
    expect(outcome).toMatchObject({ verdict: 'stuck', turn: 1, reason: 'waiting', nodeId: 'm1' });
  });

  it('finds a draft that ends earlier with an End node different at the next turn', async () => {
    const nodes = { ...liveNodes(), stop: node('stop', 'end', {}) };
    const edges = LIVE_EDGES.map((spec) => (spec === 'info->thanks' ? 'info->stop' : spec));
    const outcome = await replay(build(nodes, edges));
    expect(outcome).toMatchObject({ verdict: 'different', turn: 3, messageIndex: 0, nodeId: 'stop' });
  });

  it('finds an HTTP request on the path unrepeatable at its node, keeping the turns before', async () => {
    const nodes = {
      ...liveNodes(),
      h: node('h', 'httpRequest', { method: 'GET', url: 'https://api.test/{{nombre}}' }),
    };
    const edges = LIVE_EDGES.map((spec) => (spec === 'info->thanks' ? 'info->h' : spec));
    const outcome = await replay(build(nodes, [...edges, 'h->thanks@onSuccess', 'h->thanks@onError']));
    expect(outcome).toMatchObject({
      verdict: 'unrepeatable',
      turn: 3,
      nodeId: 'h',
      nodeType: 'httpRequest',
      effect: 'http',
    });
    expect(outcome.turns.map((turn) => turn.same)).toEqual([true, true, true]);
  });

  it('stops at an unrepeatable turn', async () => {
    const nodes = { ...liveNodes(), h: node('h', 'httpRequest', { method: 'GET', url: 'https://api.test' }) };
    const edges = LIVE_EDGES.map((spec) => (spec === 'm1->d1' ? 'm1->h' : spec));
    const outcome = await replay(build(nodes, [...edges, 'h->d1@onError']));
    expect(outcome).toMatchObject({ verdict: 'unrepeatable', turn: 1, nodeId: 'h' });
    expect(outcome.turns).toHaveLength(1);
  });

  it('finds an HTTP request whose error path loops back to the greeting unrepeatable, not different', async () => {
    // Live, the request succeeds and the bot goes on; offline it fails and the greeting is said
    // again right after the first one: only the greeting before the call is compared.
    const nodes = {
      s: node('s', 'start', { dynamicContent: 'Hola' }),
      h: node('h', 'httpRequest', { method: 'GET', url: 'https://api.test' }),
      ok: node('ok', 'message', { message: 'Listo' }),
      e: node('e', 'end', {}),
    };
    const flow = build(nodes, ['s->h', 'h->ok@onSuccess', 'h->s@onError', 'ok->e']);
    const live = { http: async () => ({ ok: true as const, status: 200, headers: {}, body: '{}' }) };
    const { recorded } = await recordConversation(flow, BOT, CONTEXT, [], live, 'session-2');
    expect(recorded.messages.map((message) => message.text)).toEqual(['Hola', 'Listo']);
    const outcome = await replay(flow, recorded);
    expect(outcome).toMatchObject({ verdict: 'unrepeatable', turn: 1, nodeId: 'h' });
    expect(outcome.skipped).toEqual([]);
  });

  it('finds a message changed before the HTTP request of the same turn different, not unrepeatable', async () => {
    const nodes = {
      ...withData(liveNodes(), 'm1', { message: 'Bienvenida' }),
      h: node('h', 'httpRequest', { method: 'GET', url: 'https://api.test' }),
    };
    const edges = LIVE_EDGES.map((spec) => (spec === 'm1->d1' ? 'm1->h' : spec));
    const outcome = await replay(build(nodes, [...edges, 'h->d1@onError']));
    expect(outcome).toMatchObject({ verdict: 'different', turn: 1, messageIndex: 1, nodeId: 'm1' });
  });

  it('finds an AI answer, a record look-up and a knowledge search unrepeatable', async () => {
    const ai = { ...liveNodes(), ai: node('ai', 'ai', { promptTemplate: 'Saluda a {{nombre}}' }) };
    const aiEdges = LIVE_EDGES.map((spec) => (spec === 'thanks->e' ? 'thanks->ai' : spec));
    expect(await replay(build(ai, [...aiEdges, 'ai->e']))).toMatchObject({
      verdict: 'unrepeatable',
      turn: 3,
      nodeId: 'ai',
      effect: 'ai',
    });
    const db = {
      ...liveNodes(),
      db: node('db', 'databaseNode', { operation: 'lookup', collection: 'clientes', key: '{{nombre}}' }),
    };
    const dbEdges = LIVE_EDGES.map((spec) => (spec === 'thanks->e' ? 'thanks->db' : spec));
    expect(await replay(build(db, [...dbEdges, 'db->e@found', 'db->e@notFound']))).toMatchObject({
      verdict: 'unrepeatable',
      turn: 3,
      nodeId: 'db',
      effect: 'lookupRecord',
    });
    const knowledge = { ...liveNodes(), k: node('k', 'knowledge', { question: '{{last_reply}}' }) };
    const knowledgeEdges = LIVE_EDGES.map((spec) => (spec === 'thanks->e' ? 'thanks->k' : spec));
    expect(await replay(build(knowledge, [...knowledgeEdges, 'k->e', 'k->e@unknown']))).toMatchObject({
      verdict: 'unrepeatable',
      turn: 3,
      nodeId: 'k',
      effect: 'knowledge',
    });
  });

  it('lists an e-mail as skipped without changing the verdict', async () => {
    const nodes = {
      ...liveNodes(),
      mail: node('mail', 'action', {
        actionType: 'sendEmail',
        parameters: { to: 'owner@plubot.com', subject: 'Nuevo contacto', body: '{{nombre}}' },
      }),
      save: node('save', 'databaseNode', { operation: 'save', collection: 'clientes', key: '{{nombre}}' }),
    };
    const edges = LIVE_EDGES.map((spec) => (spec === 'thanks->e' ? 'thanks->mail' : spec));
    const outcome = await replay(build(nodes, [...edges, 'mail->save', 'save->e']));
    expect(outcome.verdict).toBe('same');
    expect(outcome.skipped).toEqual([
      { turn: 3, nodeId: 'mail', effect: 'sendEmail' },
      { turn: 3, nodeId: 'save', effect: 'saveRecord' },
    ]);
  });

  it('replays a visitor who typed a label in other case, as the option', async () => {
    const recorded = await record([{ text: 'sí' }, { text: 'Ana' }]);
    const outcome = await replay(build(liveNodes()), recorded);
    expect(outcome.verdict).toBe('same');
    expect(outcome.turns[1]?.reply).toEqual({ text: 'sí', sentAs: 'option', optionId: 'c1' });
  });

  it('replays a conversation the visitor left midway, and one the live bot refused a reply in', async () => {
    expect((await replay(build(liveNodes()), await record([{ optionId: 'c1' }]))).verdict).toBe('same');
    const refused = await record([{ text: 'Tal vez' }, { optionId: 'c2' }]);
    expect((await replay(build(liveNodes()), refused)).verdict).toBe('same');
  });

  it('handles an empty recording and a flow without a start node', async () => {
    const empty = await replay(build(liveNodes()), { messages: [] });
    expect(empty).toMatchObject({ verdict: 'different', turn: 1, messageIndex: 0, nodeId: 's' });
    const noStart = await replay(testFlow([node('e', 'end')]));
    expect(noStart.verdict).toBe('stuck');
  });
});

describe('replayConversations', () => {
  it('gives one outcome per conversation, in order, and counts the verdicts', async () => {
    const draft = build(withData(liveNodes(), 'thanks', { message: 'Ok' }));
    const conversations = [
      await record(),
      await record([{ optionId: 'c2' }]),
      await record([{ optionId: 'c1' }, { text: 'Eva' }]),
    ];
    const report = await replayConversations(draft, BOT, CONTEXT, conversations);
    expect(replayReportSchema.safeParse(report).success).toBe(true);
    expect(report.outcomes.map((outcome) => outcome.verdict)).toEqual(['different', 'same', 'different']);
    expect(report.counts).toEqual({ same: 1, different: 2, stuck: 0, unrepeatable: 0 });
    expect(await replayConversations(draft, BOT, CONTEXT, [])).toEqual({
      outcomes: [],
      counts: { same: 0, different: 0, stuck: 0, unrepeatable: 0 },
    });
  });
});
