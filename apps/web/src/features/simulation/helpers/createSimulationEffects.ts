import { API, type EndpointBody, type EndpointData } from '@plubot/contracts';
import type {
  AiEffectRequest,
  ChatButton,
  EngineEffects,
  HttpEffectResult,
  PowerActionRequest,
  PowerActionResult,
  VariableValue,
} from '@plubot/engine';
import { checkChargeAmount, usesVariable } from '@plubot/flow';
import { CONTEXT_MAX_PASSAGES, CONTEXT_MIN_CONFIDENCE, toKnowledgeContext } from '@plubot/knowledge';
import { ApiError } from '../../../lib/apiClient';
import { callApi } from '../../../lib/callApi';
import { type SimulationEvent, shorten } from './simulationEvents';

const HTTP_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const;
type HttpMethod = (typeof HTTP_METHODS)[number];
const isHttpMethod = (method: string): method is HttpMethod =>
  (HTTP_METHODS as readonly string[]).includes(method);

type SimulationEndpoint = 'httpTest' | 'aiNode' | 'powerLookup';

/** Searches the bot's knowledge as its owner (`POST /api/plubots/:id/knowledge/search`); a seam for tests. */
export type SimulationKnowledgeSearch = (
  plubotId: string,
  query: string,
) => Promise<EndpointData<(typeof API)['searchKnowledge']>>;

const searchBotKnowledge: SimulationKnowledgeSearch = (plubotId, query) =>
  callApi(API.searchKnowledge, { params: { id: plubotId }, body: { query, limit: 3 }, timeoutMs: 20_000 });

/**
 * Calls the editor's test endpoints (`params` fills the path's `:id`, the bot, for `powerLookup`); a
 * seam so tests can answer without a server.
 */
export type SimulationApi = <N extends SimulationEndpoint>(
  name: N,
  body: EndpointBody<(typeof API)[N]>,
  params?: { id: string },
) => Promise<EndpointData<(typeof API)[N]>>;

const callTestEndpoint: SimulationApi = (name, body, params) =>
  callApi(API[name] as (typeof API)['powerLookup'], {
    params: params ?? { id: '' },
    body: body as never,
    timeoutMs: 20_000,
  }) as never;

/**
 * The engine's effects in the editor's simulation: HTTP through `POST /api/http-test` (the same
 * SSRF-safe client live bots use), AI through `POST /api/ai-node`; e-mail, leads, notifications,
 * webhooks and Discord are not performed, only reported to `log`; the database node's records are
 * kept in memory for this simulation. A connected service's power (Notion, HubSpot, Mailchimp) runs
 * its lookups with the owner's connection (`POST /api/plubots/:id/power-lookup`) and only reports
 * the actions that would run after the reply; other powers pass on unhandled. The knowledge node searches the
 * bot's real knowledge (`plubotId`) and answers with the best passage when the search is sure, as a
 * bot without an AI provider does; its unanswered questions are not kept. An AI node with «Usar el
 * conocimiento del bot» gets what that knowledge holds in its system message, as on the server.
 */
export function createSimulationEffects(
  log: (event: SimulationEvent) => void,
  api: SimulationApi = callTestEndpoint,
  knowledge: { plubotId?: string | undefined; search?: SimulationKnowledgeSearch } = {},
): EngineEffects {
  // The database node's records, kept for this simulation only: the bot's real records are untouched.
  const records = new Map<string, Record<string, VariableValue>>();
  /** The options each `choose` node last offered (a pick is told by its label). */
  const offered = new Map<string, ChatButton[]>();
  return {
    async http(request): Promise<HttpEffectResult> {
      const method = request.method.toUpperCase();
      const url = shorten(request.url);
      if (!isHttpMethod(method)) {
        log({ kind: 'httpFailed', method, url, error: method });
        return { ok: false, error: 'unsupported_method' };
      }
      try {
        const answer = await api('httpTest', {
          method,
          url: request.url,
          headers: request.headers,
          ...(request.body !== undefined && method !== 'GET' ? { body: request.body } : {}),
        });
        if (answer.status === undefined) {
          const error = answer.message || answer.error || 'error';
          log({ kind: 'httpFailed', method, url, error });
          return { ok: false, error: answer.error ?? 'error' };
        }
        log({ kind: 'http', method, url, status: answer.status });
        const body = typeof answer.data === 'string' ? answer.data : JSON.stringify(answer.data ?? null);
        return { ok: true, status: answer.status, headers: answer.headers ?? {}, body };
      } catch (error) {
        log({ kind: 'httpFailed', method, url, error: describe(error) });
        return { ok: false, error: 'request_failed' };
      }
    },

    async ai(request) {
      const systemMessage = await withSimulatedKnowledge(request, knowledge, log);
      try {
        const answer = await api('aiNode', {
          prompt: request.prompt,
          ...(systemMessage ? { systemMessage } : {}),
          temperature: clamp(request.temperature, 0, 2, 0.7),
          maxTokens: Math.round(clamp(request.maxTokens, 1, 4096, 512)),
        });
        log({ kind: 'ai' });
        return { ok: true, text: answer.response };
      } catch (error) {
        log({ kind: 'aiFailed', error: describe(error) });
        return { ok: false, error: error instanceof ApiError && error.code ? error.code : 'ai_failed' };
      }
    },

    async knowledge(request) {
      if (!knowledge.plubotId) return { ok: false, error: 'no_bot' };
      try {
        const found = await (knowledge.search ?? searchBotKnowledge)(knowledge.plubotId, request.question);
        const best = found.results[0];
        if (!found.confident || !found.answer || !best) {
          log({ kind: 'knowledgeUnknown', question: shorten(request.question) });
          return { ok: true, answered: false };
        }
        log({ kind: 'knowledge', sources: shorten(best.sourceTitle) });
        return { ok: true, answered: true, text: found.answer, sources: [best.sourceTitle] };
      } catch (error) {
        log({ kind: 'knowledgeUnknown', question: shorten(request.question) });
        return {
          ok: false,
          error: error instanceof ApiError && error.code ? error.code : 'knowledge_failed',
        };
      }
    },

    async sendEmail(request) {
      log({ kind: 'email', to: shorten(request.to), subject: shorten(request.subject) });
      return { ok: true };
    },
    async saveLead(lead) {
      const fields = Object.entries(lead)
        .map(([key, value]) => `${key}=${value ?? ''}`)
        .join(', ');
      log({ kind: 'lead', fields: shorten(fields, 160) });
      return { ok: true };
    },
    async notify(request) {
      log({ kind: 'notify', message: shorten(request.message) });
      return { ok: true };
    },
    async webhook(request) {
      log({ kind: 'webhook', url: shorten(request.url) });
      return { ok: true };
    },
    async discord(request) {
      log({ kind: 'discord', channel: shorten(request.channelId, 40), content: shorten(request.content) });
      return { ok: true };
    },
    async saveRecord({ collection, key, data }) {
      records.set(recordId(collection, key), data);
      log({ kind: 'recordSaved', collection: shorten(collection, 40), key: shorten(key, 60) });
      return { ok: true };
    },
    async lookupRecord({ collection, key }) {
      const record = records.get(recordId(collection, key)) ?? null;
      log({
        kind: record ? 'recordFound' : 'recordMissing',
        collection: shorten(collection, 40),
        key: shorten(key, 60),
      });
      return { ok: true, record };
    },
    powerAction: (request) => simulatePowerAction(request, api, knowledge.plubotId, log, offered),
    async power() {
      return { ok: true, handled: false };
    },
  };
}

/**
 * A connected service's power in the simulation: an action that would run after the reply (create
 * a Notion page, add a HubSpot contact…) changes the owner's data, so it is only reported, as an
 * e-mail is; a lookup runs for real through the server with the owner's connection, because the
 * flow goes on by what it finds. Without a saved bot there is nothing to look up with.
 */
async function simulatePowerAction(
  request: PowerActionRequest,
  api: SimulationApi,
  plubotId: string | undefined,
  log: (event: SimulationEvent) => void,
  offered: Map<string, ChatButton[]>,
): Promise<PowerActionResult> {
  const what = { service: request.powerId, action: request.action };
  if (request.runs === 'after') {
    log({ kind: 'powerQueued', ...what });
    return { ok: true, queued: true };
  }
  if (request.runs === 'await') {
    // No checkout is made and no webhook can reach a simulation: the owner plays the service. The
    // amount is checked as the server checks it (a typed one only within the owner's bounds).
    const charge = request.action === 'charge' ? checkSimulatedCharge(request) : undefined;
    if (charge && !charge.ok) {
      log({ kind: 'powerFailed', ...what, error: charge.problem });
      return { ok: false, error: charge.problem };
    }
    log({ kind: 'powerAwaiting', ...what });
    return {
      ok: true,
      link: {
        url: SIMULATED_LINK,
        ...(charge?.ok ? { amount: { minor: charge.minor, currency: charge.currency } } : {}),
      },
    };
  }
  if (request.runs === 'choose' && request.phase === 'pick') {
    // The slots offered are the calendar's own; booking one would change it, so it is only told.
    const option = offered.get(request.nodeId)?.find((candidate) => candidate.id === request.optionId);
    log({ kind: 'powerPicked', ...what, option: option?.label ?? request.optionId ?? '' });
    return {
      ok: true,
      found: true,
      outputs: { start: option?.label ?? '', startIso: request.optionId ?? '', end: '', eventUrl: '' },
    };
  }
  if (!plubotId) {
    log({ kind: 'powerNoBot', ...what });
    return { ok: false, error: 'no_bot' };
  }
  try {
    const answer = await api(
      'powerLookup',
      {
        powerId: request.powerId,
        connectionId: request.connectionId,
        action: request.action,
        inputs: request.inputs,
        fields: request.fields,
        language: request.language === 'en' ? 'en' : 'es',
        ...(request.runs === 'choose' ? { phase: 'offer' as const } : {}),
      },
      { id: plubotId },
    );
    if (!answer.ok) {
      log({ kind: 'powerFailed', ...what, error: shorten(answer.error, 160) });
      return { ok: false, error: answer.error };
    }
    if (request.runs === 'choose') {
      const options = answer.options ?? [];
      offered.set(request.nodeId, options);
      log({ kind: 'powerOffered', ...what, count: String(options.length) });
      return { ok: true, options, ...(answer.note ? { note: answer.note } : {}) };
    }
    log({ kind: answer.found ? 'powerFound' : 'powerNotFound', ...what });
    return {
      ok: true,
      found: answer.found,
      outputs: answer.outputs,
      ...(answer.cards?.length ? { cards: answer.cards } : {}),
    };
  } catch (error) {
    log({ kind: 'powerFailed', ...what, error: shorten(describe(error), 160) });
    return { ok: false, error: error instanceof ApiError && error.code ? error.code : 'power_lookup_failed' };
  }
}

/**
 * Where a simulated checkout's button points: an address that can never resolve (the reserved
 * `.invalid` domain), since the simulation makes no checkout; the side panel's buttons play the
 * service's answer instead.
 */
const SIMULATED_LINK = 'https://pago.simulacion.invalid/';

/** A 'Cobrar's amount checked as the server checks it (`checkChargeAmount`). */
function checkSimulatedCharge(request: PowerActionRequest) {
  return checkChargeAmount({
    amount: request.inputs.amount ?? '',
    currency: request.inputs.currency ?? '',
    fromVariable: usesVariable(request.templates.amount),
    min: request.inputs.minAmount,
    max: request.inputs.maxAmount,
  });
}

const recordId = (collection: string, key: string) => JSON.stringify([collection, key]);

/**
 * The system message an AI node is simulated with: its own, followed — when the node answers with
 * the bot's knowledge (`knowledgeQuery`) and the bot is known — by what the bot's real knowledge
 * holds for the query (`toKnowledgeContext` of the search API's results), as the server adds it. A
 * failed search leaves the system message as it is; `log` says what happened.
 */
async function withSimulatedKnowledge(
  request: AiEffectRequest,
  knowledge: { plubotId?: string | undefined; search?: SimulationKnowledgeSearch },
  log: (event: SimulationEvent) => void,
): Promise<string | undefined> {
  const query = request.knowledgeQuery?.trim() ?? '';
  if (query === '' || !knowledge.plubotId) return request.systemMessage;
  let results: EndpointData<(typeof API)['searchKnowledge']>['results'];
  try {
    results = (await (knowledge.search ?? searchBotKnowledge)(knowledge.plubotId, query)).results;
  } catch (error) {
    log({ kind: 'aiKnowledgeFailed', error: describe(error) });
    return request.systemMessage;
  }
  const passages = results.map(({ sourceTitle, heading, text, confidence }) => ({
    sourceTitle,
    heading,
    text,
    confidence,
  }));
  const context = toKnowledgeContext(passages, request.language ?? 'es');
  if (context === '') {
    log({ kind: 'aiKnowledgeNone', question: shorten(query) });
    return request.systemMessage;
  }
  const titles = passages
    .filter((passage) => passage.confidence >= CONTEXT_MIN_CONFIDENCE)
    .slice(0, CONTEXT_MAX_PASSAGES)
    .map((passage) => passage.sourceTitle);
  log({ kind: 'aiKnowledge', sources: shorten([...new Set(titles)].join(', ')) });
  const own = request.systemMessage?.trim() ?? '';
  return own === '' ? context : `${own}\n\n${context}`;
}

function describe(error: unknown): string {
  if (error instanceof ApiError) return error.message || `HTTP ${error.status}`;
  return error instanceof Error ? error.message : String(error);
}

function clamp(value: number, min: number, max: number, fallback: number): number {
  return Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : fallback;
}
