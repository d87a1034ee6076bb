import {
  checkFlowSavable,
  flowSaveSchema,
  isValidEmail,
  NODE_FIELD_VALUES,
  RUNNING_POWERS,
} from '@plubot/flow';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileFlow, type EngineFlow } from '../compile/compileFlow';
import {
  chatButtonSchema,
  conversationStateSchema,
  type InputRequest,
  inputRequestSchema,
  type VariableValue,
} from '../model/conversationStateSchema';
import type { EngineEffects, HttpEffectResult } from '../model/engineEffects';
import { MAX_STEPS_PER_TURN } from '../model/engineMessages';
import type { Channel, TurnResult, UserReply } from '../model/engineTypes';
import { MAX_AI_KNOWLEDGE_QUERY_LENGTH } from '../nodes/runAiNode';
import { MAX_KNOWLEDGE_QUESTION_LENGTH } from '../nodes/runKnowledgeNode';
import {
  arbitraryHostBehaviour,
  type HostBehaviour,
  type HttpOutcome,
} from '../testing/arbitraryHostBehaviour';
import { arbitrarySavedFlow } from '../testing/arbitrarySavedFlow';
import { arbitraryVisitorActions, type VisitorAction } from '../testing/arbitraryVisitorActions';
import { parseChatMarkdown, toWhatsAppText } from '../text/chatMarkdown';
import { continueConversation } from './continueConversation';
import { resumeConversation } from './handOff';
import { startConversation } from './startConversation';

// Any flow the editor can save, with any mix of the 17 node types and random settings, played to
// the end on every channel with the visitor doing anything and the host answering as it would.

const botMessageShape = z.strictObject({
  id: z.string(),
  nodeId: z.string(),
  text: z.string(),
  buttons: z.array(chatButtonSchema).optional(),
  format: z.literal('markdown').optional(),
  delayMs: z.number().int().min(1).max(300_000).optional(),
  // A design card (Figma, Canva): https links only, whatever the flow holds.
  card: z
    .strictObject({
      title: z.string().min(1),
      url: z.string().startsWith('https://'),
      imageUrl: z.string().startsWith('https://').optional(),
      linkLabel: z.string().min(1),
    })
    .optional(),
});
const turnResultShape = z.strictObject({
  state: conversationStateSchema,
  messages: z.array(botMessageShape),
  input: inputRequestSchema,
  ended: z.boolean(),
  trace: z.array(
    z.strictObject({
      nodeId: z.string(),
      type: z.string(),
      event: z.string(),
      detail: z.string().optional(),
    }),
  ),
});

const HTTP_METHODS: ReadonlySet<string> = new Set(NODE_FIELD_VALUES.httpMethods);

const HTTP_ANSWERS: Readonly<Record<HttpOutcome, HttpEffectResult>> = {
  json: {
    ok: true,
    status: 200,
    headers: { 'content-type': 'application/json', 'x-id': '7' },
    body: '{"data":{"id":7,"items":[1,2]}}',
  },
  text: { ok: true, status: 201, headers: { 'content-type': 'text/plain' }, body: 'hecho' },
  'client-error': { ok: true, status: 404, headers: {}, body: '{"error":"no existe"}' },
  'server-error': { ok: true, status: 503, headers: {}, body: '' },
  blocked: { ok: false, error: 'blocked_address' },
  timeout: { ok: false, error: 'timeout' },
  network: { ok: false, error: 'network' },
};

type Host = 'server' | 'simulation';

/**
 * The effects a host gives the engine, answering as `apps/server` (`createChatEffects`: the link,
 * the widget and WhatsApp) or the editor's simulation (`createSimulationEffects`) do, by
 * `behaviour`. Requests a host could not serve are written to `problems`.
 */
function createHostEffects(host: Host, behaviour: HostBehaviour, problems: string[]): EngineEffects {
  let requests = 0;
  const nextHttp = (): HttpEffectResult =>
    structuredClone(HTTP_ANSWERS[behaviour.http[requests++ % behaviour.http.length] ?? 'json']);
  const expectThat = (holds: boolean, problem: string) => {
    if (!holds) problems.push(problem);
  };
  const outcome = (ok: boolean, error: string) => (ok ? { ok: true } : { ok: false, error });
  const records = new Map<string, Record<string, VariableValue>>();
  const effects: EngineEffects = {
    // A Monday at 10:00 UTC: «Hablar con una persona» nodes are open or closed by their hours.
    now: () => new Date('2024-07-01T10:00:00Z'),
    async http(request) {
      expectThat(HTTP_METHODS.has(request.method), `http method ${request.method}`);
      expectThat(request.url.trim() !== '', 'http without url');
      expectThat(request.timeoutMs > 0 && request.timeoutMs <= 10_000, `http timeout ${request.timeoutMs}`);
      expectThat(request.method !== 'GET' || request.body === undefined, 'GET with a body');
      expectThat(
        Object.values(request.headers).every((value) => typeof value === 'string'),
        'http header not text',
      );
      return nextHttp();
    },
    async sendEmail(request) {
      expectThat(isValidEmail(request.to), `mail to ${request.to}`);
      if (host === 'simulation') return { ok: true };
      return outcome(behaviour.mail === 'ok', 'mail_failed');
    },
    async saveLead(lead) {
      expectThat(Object.keys(lead).length > 0, 'empty lead');
      return { ok: true };
    },
    async notify(request) {
      expectThat(request.message.trim() !== '', 'empty notification');
      return host === 'simulation' ? { ok: true } : outcome(behaviour.mail === 'ok', 'mail_failed');
    },
    async discord(request) {
      expectThat(request.channelId !== '' && request.content !== '', 'discord without channel or content');
      if (host === 'simulation' || behaviour.discord === 'ok') return { ok: true };
      return { ok: false, error: behaviour.discord === 'no-token' ? 'no_token' : '401' };
    },
    async webhook(request) {
      expectThat(request.url !== '', 'webhook without url');
      expectThat(JSON.stringify(request.payload) !== undefined, 'webhook payload not JSON');
      return host === 'simulation' ? { ok: true } : outcome(behaviour.webhook === 'ok', 'timeout');
    },
    async saveRecord({ collection, key, data }) {
      expectThat(collection !== '' && key !== '' && key.length <= 500, 'record without collection or key');
      expectThat(Object.keys(data).length <= 50, 'record too wide');
      const id = `${collection}\u0000${key}`;
      if (host === 'server' && behaviour.records === 'full' && !records.has(id))
        return { ok: false, error: 'records_full' };
      records.set(id, { ...data });
      return { ok: true };
    },
    async lookupRecord({ collection, key }) {
      return { ok: true, record: records.get(`${collection}\u0000${key}`) ?? null };
    },
    async power(request) {
      expectThat(request.powerId !== '', 'power without id');
      const running = RUNNING_POWERS.some((id) => id === request.powerId);
      if (host === 'simulation' || !running) return { ok: true, handled: false };
      if (!request.message) return { ok: false, handled: false, error: 'no_message' };
      const answer = nextHttp();
      return answer.ok && answer.status < 300
        ? { ok: true, handled: true }
        : { ok: false, handled: false, error: answer.ok ? String(answer.status) : answer.error };
    },
  };
  if (host === 'simulation' || behaviour.ai !== 'not-configured') {
    effects.ai = async (request) => {
      expectThat(
        `${request.prompt}${request.systemMessage ?? ''}`.trim() !== '',
        'AI asked with an empty prompt',
      );
      expectThat(request.temperature >= 0 && request.temperature <= 2, `temperature ${request.temperature}`);
      expectThat(
        Number.isInteger(request.maxTokens) && request.maxTokens >= 1 && request.maxTokens <= 4096,
        `maxTokens ${request.maxTokens}`,
      );
      if (request.knowledgeQuery !== undefined) {
        expectThat(
          request.knowledgeQuery.trim() === request.knowledgeQuery &&
            request.knowledgeQuery !== '' &&
            request.knowledgeQuery.length <= MAX_AI_KNOWLEDGE_QUERY_LENGTH &&
            (request.language === 'es' || request.language === 'en'),
          'AI asked to search the knowledge for a blank, untrimmed or too long query, or without a language',
        );
      }
      if (behaviour.ai === 'answer') return { ok: true, text: `Eco: ${request.prompt}` };
      return { ok: false, error: behaviour.ai === 'fail' ? '500' : 'AI_NOT_CONFIGURED' };
    };
  }
  // «Responder con conocimiento»: the server searches the bot's sources; the editor's simulation has
  // no knowledge effect (yet), so its knowledge nodes take their «No sé» way.
  if (host === 'server' && behaviour.knowledge !== 'not-configured') {
    effects.knowledge = async (request) => {
      expectThat(
        request.question.trim() === request.question && request.question !== '',
        'knowledge asked a blank or untrimmed question',
      );
      expectThat(request.question.length <= MAX_KNOWLEDGE_QUESTION_LENGTH, 'knowledge question too long');
      expectThat(request.language === 'es' || request.language === 'en', `language ${request.language}`);
      expectThat(typeof request.useAi === 'boolean', 'useAi not a boolean');
      if (behaviour.knowledge === 'fail') return { ok: false, error: 'search_failed' };
      if (behaviour.knowledge === 'unknown') return { ok: true, answered: false };
      const sources = behaviour.knowledge === 'answer' ? ['Envíos', 'Garantía'] : [];
      return { ok: true, answered: true, text: `Según tus fuentes: ${request.question}`, sources };
    };
  }
  return behaviour.broken ? breakEffects(effects) : effects;
}

/** A host with a bug: every other call throws, the rest answer junk instead of a result. */
function breakEffects(effects: EngineEffects): EngineEffects {
  let calls = 0;
  const junk = [null, {}, { ok: 'sí' }, { ok: true }, { ok: true, status: 'x', record: 5 }];
  const broken = async () => {
    calls += 1;
    if (calls % 2 === 0) throw new Error('el host falló');
    return junk[calls % junk.length] as never;
  };
  return Object.fromEntries(Object.keys(effects).map((name) => [name, broken])) as EngineEffects;
}

/** The channels and what each allows: buttons pressed by id (chat page, widget, simulation) or only text. */
const CHANNELS: ReadonlyArray<{ channel: Channel; host: Host; buttons: boolean; runs: number }> = [
  { channel: 'web', host: 'server', buttons: true, runs: 80 },
  { channel: 'widget', host: 'server', buttons: true, runs: 50 },
  { channel: 'whatsapp', host: 'server', buttons: false, runs: 80 },
  { channel: 'simulation', host: 'simulation', buttons: true, runs: 50 },
];

/**
 * What the channel sends the engine for a visitor's action, or nothing: a blank text is refused
 * by the chat API and never arrives from WhatsApp. WhatsApp has no buttons: the visitor types the
 * number or the label.
 */
function toReply(input: InputRequest, action: VisitorAction, buttons: boolean): UserReply | undefined {
  if (action.kind === 'text') {
    const text = action.text.replaceAll('\u0000', '');
    return text.trim() === '' ? undefined : { text };
  }
  if (action.kind === 'stale') return buttons ? { optionId: 'ya-no-existe' } : { text: 'ya-no-existe' };
  if (input.kind !== 'choice' || input.options.length === 0) return { text: '1' };
  const index = action.pick % input.options.length;
  const option = input.options[index];
  if (!option) return undefined;
  if (action.as === 'id' && buttons) return { optionId: option.id };
  return { text: action.as === 'label' ? option.label : String(index + 1) };
}

/**
 * What the channel shows of a message: the chat pages draw its Markdown (links only to http(s)
 * addresses), WhatsApp writes it as text with the buttons as a numbered list.
 */
function showMessage(message: TurnResult['messages'][number], buttons: boolean): string {
  const labels = (message.buttons ?? []).map((button, index) => `${index + 1}. ${button.label}`);
  if (message.format !== 'markdown') return [message.text, ...labels].join('\n');
  if (!buttons) return [toWhatsAppText(message.text), ...labels].join('\n');
  const spans = parseChatMarkdown(message.text).flatMap((block) => block.spans);
  for (const span of spans) expect(span.href ?? 'https://').toMatch(/^https?:\/\//);
  return [spans.map((span) => span.text).join(''), ...labels].join('\n');
}

function checkTurn(
  flow: EngineFlow,
  result: TurnResult,
  turn: number,
  maxButtons: number | undefined,
  buttons: boolean,
) {
  turnResultShape.parse(result);
  const { state } = result;
  expect(conversationStateSchema.parse(JSON.parse(JSON.stringify(state)))).toEqual(state);
  const events = result.trace.map((entry) => entry.event);
  expect(events.filter((event) => event === 'visit').length).toBeLessThanOrEqual(MAX_STEPS_PER_TURN);
  expect(events).not.toContain('error');
  if (events.includes('loop-guard')) expect(result.ended).toBe(true);
  expect(result.input).toEqual(state.input);
  expect(result.ended).toBe(state.ended);
  expect(state.turn).toBe(turn);
  expect(state.flowRevision).toBe(flow.revision);
  expect(result.messages.map((message) => message.id)).toEqual(
    result.messages.map((_, index) => `${turn}-${index}`),
  );
  // The visitor never gets an empty bubble.
  for (const message of result.messages) expect(showMessage(message, buttons).trim()).not.toBe('');
  const withButtons = result.messages.filter((message) => message.buttons !== undefined);
  if (state.ended) {
    expect(state.input).toEqual({ kind: 'none' });
    expect(state.currentNodeId).toBeNull();
    expect(withButtons).toEqual([]);
    return;
  }
  const { input } = state;
  expect(input.kind).not.toBe('none');
  expect(input.kind !== 'none' && input.nodeId).toBe(state.currentNodeId);
  const waiting = flow.nodes.get(state.currentNodeId ?? '');
  // Text is waited for by a message, or by «Hablar con una persona» (an e-mail, or a person answering).
  if (input.kind === 'choice') expect(waiting?.kind).toBe('decision');
  else expect(['message', 'handoff']).toContain(waiting?.kind);
  if (state.handoff) expect(state.handoff.nodeId).toBe(state.currentNodeId);
  if (input.kind === 'choice') {
    // The buttons shown are the ones the conversation waits for, on the turn's last message.
    expect(input.options.length).toBeGreaterThan(0);
    expect(new Set(input.options.map((option) => option.id)).size).toBe(input.options.length);
    if (maxButtons !== undefined) expect(input.options.length).toBeLessThanOrEqual(maxButtons);
    expect(withButtons).toEqual([result.messages.at(-1)]);
    expect(result.messages.at(-1)?.buttons).toEqual(input.options);
  } else {
    expect(withButtons).toEqual([]);
  }
}

/** A value as the server stores it (flows and states are JSON columns). */
const stored = <T>(value: T): T => JSON.parse(JSON.stringify(value));

describe('every node type on every channel', () => {
  it.each(CHANNELS)(
    '$channel: any savable flow runs to the end without throwing',
    async ({ channel, host, buttons, runs }) => {
      await fc.assert(
        fc.asyncProperty(
          arbitrarySavedFlow,
          arbitraryVisitorActions,
          arbitraryHostBehaviour,
          fc.option(fc.integer({ min: 1, max: 5 }), { nil: undefined }),
          fc.constantFrom(undefined, '', '¡Hola! Soy Plubot, {{nombre}}'),
          async (saved, actions, behaviour, maxButtons, initialMessage) => {
            const body = flowSaveSchema.safeParse(saved);
            expect(body.error?.issues).toBeUndefined();
            if (!body.success) return;
            expect(checkFlowSavable(body.data).ok).toBe(true);
            const revision = channel === 'simulation' ? 0 : 1;
            const flow = compileFlow({ ...stored(body.data), revision });
            const problems: string[] = [];
            const effects = createHostEffects(host, behaviour, problems);
            const context = { flowRevision: revision, channel, ...(maxButtons ? { maxButtons } : {}) };
            const bot =
              initialMessage === undefined ? { name: 'Plubot' } : { name: 'Plubot', initialMessage };
            const open = async () => {
              const first = await startConversation(flow, bot, context, effects);
              checkTurn(flow, first, 1, maxButtons, buttons);
              return first;
            };
            let result = await open();
            for (const action of actions) {
              if (result.ended) {
                if (!buttons) {
                  // WhatsApp: writing again after the end opens a new conversation.
                  result = await open();
                  continue;
                }
                const late = await continueConversation(
                  flow,
                  stored(result.state),
                  { text: 'hola' },
                  effects,
                );
                expect(late.messages).toEqual([]);
                expect(late.state).toEqual(result.state);
                continue;
              }
              if (result.state.handoff) {
                // A person holds the conversation: the bot ignores the visitor until it is given back.
                const ignored = await continueConversation(
                  flow,
                  stored(result.state),
                  { text: 'hola' },
                  effects,
                );
                expect(ignored.messages).toEqual([]);
                expect(ignored.state).toEqual(result.state);
                const resumed = await resumeConversation(flow, stored(result.state), null, effects);
                checkTurn(flow, resumed, result.state.turn + 1, maxButtons, buttons);
                result = resumed;
                continue;
              }
              const reply = toReply(result.input, action, buttons);
              if (!reply) continue;
              const next = await continueConversation(flow, stored(result.state), reply, effects);
              checkTurn(flow, next, result.state.turn + 1, maxButtons, buttons);
              // A button offered (pressed, or its number or label typed) is always taken.
              if (action.kind === 'button' && result.input.kind === 'choice')
                expect(next.trace).toContainEqual(expect.objectContaining({ event: 'chosen' }));
              result = next;
            }
            expect(problems).toEqual([]);
          },
        ),
        { numRuns: runs },
      );
    },
    // A few seconds each; the margin is for a machine busy with other test files.
    60_000,
  );
});
