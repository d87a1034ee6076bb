import {
  AI_NODE_LIMITS,
  AI_PRO_NODE_LIMITS,
  DEFAULT_VARIABLES,
  getAiPrompt,
  readNodeData,
  usesKnowledge,
} from '@plubot/flow';
import type { EngineNode } from '../compile/compileFlow';
import { getNextNodeId } from '../compile/getNextNodeId';
import { AI_NOT_CONFIGURED, type AiEffectRequest } from '../model/engineEffects';
import { getEngineMessages } from '../model/engineMessages';
import { callEffect } from '../run/callEffect';
import type { Turn } from '../run/createTurn';
import { goTo, type StepOutcome } from '../run/stepOutcome';

/** Where an AI node's reply is stored when it names no variable. */
export const DEFAULT_AI_RESPONSE_VARIABLE = DEFAULT_VARIABLES.aiResponse;

/** The largest `maxTokens` the AI node passes on (the editor has no upper bound). */
const AI_MAX_TOKENS_CAP = 4096;

/** The longest text an AI node searches the bot's knowledge for (the search API's own limit). */
export const MAX_AI_KNOWLEDGE_QUERY_LENGTH = 300;

/**
 * `ai` and `aiNodePro`: asks the host's AI (`effects.ai`) with the node's prompt (`getAiPrompt`) and
 * `systemMessage` filled in, stores the reply in `responseVariable` (default `ai_response`), sends
 * it and moves on. Temperature and maxTokens default to 0.7/512 (AI Pro 0.6/200) and are kept
 * within the node's ranges. With «Usar el conocimiento del bot» on (`useKnowledge`), the request
 * carries a `knowledgeQuery` (see `readKnowledgeQuery`) and the conversation's language, for the
 * host to add the bot's knowledge to the system message. Without an AI, says 'La inteligencia
 * artificial no está configurada para este bot.' and moves on.
 */
export async function runAiNode(node: EngineNode, turn: Turn): Promise<StepOutcome> {
  const next = () => goTo(getNextNodeId(turn.flow, node.id, undefined, { anyEdge: true }));
  const request = buildAiRequest(node, turn);
  if (!request) {
    turn.log(node, 'ai-skipped', 'empty prompt');
    return next();
  }
  const ai = turn.effects.ai;
  const result = ai ? await callEffect(() => ai(request)) : { ok: false as const, error: AI_NOT_CONFIGURED };
  if (!result.ok && result.error === AI_NOT_CONFIGURED) {
    turn.log(node, 'ai-not-configured');
    turn.say(node.id, getEngineMessages(turn.state.language).aiNotConfigured);
    return next();
  }
  const text = result.ok && typeof result.text === 'string' ? result.text.trim() : '';
  if (!result.ok || text === '') {
    turn.log(node, 'ai-error', result.ok ? 'empty reply' : result.error);
    turn.say(node.id, getEngineMessages(turn.state.language).aiFailed);
    return next();
  }
  const variable = readAiData(node).text('responseVariable')?.trim() || DEFAULT_AI_RESPONSE_VARIABLE;
  turn.setVariable(variable, text);
  turn.say(node.id, text);
  return next();
}

/** The data of an AI or AI Pro node; both declare the fields the engine reads. */
function readAiData(node: EngineNode) {
  return node.kind === 'aiNodePro' ? readNodeData('aiNodePro', node.data) : readNodeData('ai', node.data);
}

function buildAiRequest(node: EngineNode, turn: Turn): AiEffectRequest | undefined {
  const fields = readAiData(node);
  const pro = node.kind === 'aiNodePro';
  const template = getAiPrompt({ type: node.kind ?? node.type, data: node.data });
  const prompt = template ? turn.render(template).trim() : '';
  const system = fields.text('systemMessage');
  const systemMessage = system ? turn.render(system).trim() : '';
  if (prompt === '' && systemMessage === '') return undefined;
  const limits = pro
    ? {
        minTemperature: AI_PRO_NODE_LIMITS.minTemperature,
        maxTemperature: AI_PRO_NODE_LIMITS.maxTemperature,
        minTokens: AI_PRO_NODE_LIMITS.minMaxTokens,
        maxTokens: AI_PRO_NODE_LIMITS.maxMaxTokens,
        temperature: AI_PRO_NODE_LIMITS.defaultTemperature,
        tokens: AI_PRO_NODE_LIMITS.defaultMaxTokens,
      }
    : {
        minTemperature: AI_NODE_LIMITS.minTemperature,
        maxTemperature: AI_NODE_LIMITS.maxTemperature,
        minTokens: AI_NODE_LIMITS.minMaxTokens,
        maxTokens: AI_MAX_TOKENS_CAP,
        temperature: AI_NODE_LIMITS.defaultTemperature,
        tokens: AI_NODE_LIMITS.defaultMaxTokens,
      };
  const temperature = clamp(
    fields.number('temperature') ?? limits.temperature,
    limits.minTemperature,
    limits.maxTemperature,
  );
  const maxTokens = Math.round(
    clamp(fields.number('maxTokens') ?? limits.tokens, limits.minTokens, limits.maxTokens),
  );
  const request: AiEffectRequest = { prompt, temperature, maxTokens };
  if (systemMessage !== '') request.systemMessage = systemMessage;
  if (usesKnowledge({ type: node.kind ?? node.type, data: node.data })) {
    const knowledgeQuery = readKnowledgeQuery(turn, prompt);
    if (knowledgeQuery !== '') {
      request.knowledgeQuery = knowledgeQuery;
      request.language = turn.state.language ?? 'es';
    }
  }
  return request;
}

/**
 * What an AI node with the bot's knowledge searches it for: the visitor's latest reply
 * (`last_reply`) when there is one, else the rendered prompt — trimmed and cut to
 * MAX_AI_KNOWLEDGE_QUERY_LENGTH characters ('' when both are blank).
 */
function readKnowledgeQuery(turn: Turn, prompt: string): string {
  const reply = turn.state.variables[DEFAULT_VARIABLES.lastReply];
  const replyText = typeof reply === 'string' || typeof reply === 'number' ? String(reply).trim() : '';
  const query = replyText !== '' ? replyText : prompt.trim();
  // Never half of a character written with two code units (an emoji) at the cut.
  return query
    .slice(0, MAX_AI_KNOWLEDGE_QUERY_LENGTH)
    .replace(/[\uD800-\uDBFF]$/u, '')
    .trim();
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
