import type { ChatCard } from './chatCard';
import type { ChatButton, VariableValue } from './conversationStateSchema';

/** An outgoing HTTP request the host performs. */
export interface HttpEffectRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
}

/** The host's answer to an HTTP request: a response (any status) or a transport failure. */
export type HttpEffectResult =
  | { ok: true; status: number; headers: Record<string, string>; body: string }
  | { ok: false; error: string };

/** A chat completion request. */
export interface AiEffectRequest {
  systemMessage?: string;
  prompt: string;
  temperature: number;
  maxTokens: number;
  /**
   * Set when the node answers with the bot's knowledge (`useKnowledge`, issue #30): what the host
   * searches the knowledge for (the visitor's latest reply, else the prompt; trimmed, never blank,
   * at most MAX_AI_KNOWLEDGE_QUERY_LENGTH), adding what it finds to the system message.
   */
  knowledgeQuery?: string;
  /** The conversation's language, sent with `knowledgeQuery`: the knowledge's wording follows it. */
  language?: 'es' | 'en';
}

/** The completion's text or why there is none. */
export type AiEffectResult = { ok: true; text: string } | { ok: false; error: string };

/**
 * The error of an `ai` effect that found no AI for this bot (neither the server's nor its owner's):
 * the node then says AI is not set up, as when the host gives no `ai` effect at all.
 */
export const AI_NOT_CONFIGURED = 'ai-not-configured';

/** A visitor's question for the bot's knowledge (issue #30). */
export interface KnowledgeEffectRequest {
  /** The node's question with its `{{variables}}` filled in; never blank. */
  question: string;
  /** The conversation's language: the answer and its wording follow it. */
  language: 'es' | 'en';
  /** Compose the answer with the server's AI provider when it has one (else: the best passage). */
  useAi: boolean;
}

/**
 * What the bot's knowledge says: an answer with the titles of the passages it used (`sources`), no
 * confident answer (`answered: false`), or why it could not be searched.
 */
export type KnowledgeEffectResult =
  | { ok: true; answered: true; text: string; sources: string[] }
  | { ok: true; answered: false }
  | { ok: false; error: string };

/** The outcome of a fire-and-report effect. */
export interface EffectOutcome {
  ok: boolean;
  error?: string;
}

/** A record of the bot's own collections (the database node). */
export interface RecordRequest {
  collection: string;
  key: string;
}

/** A looked-up record: its fields, or `null` when the collection has no record with that key. */
export type RecordLookupResult =
  | { ok: true; record: Record<string, VariableValue> | null }
  | { ok: false; error: string };

/**
 * The side effects the host injects. Every one is optional: a missing effect makes its node pass on
 * (with a Spanish notice where the user would otherwise wait for an answer). The engine never
 * performs IO itself; an effect that throws is treated as a failed one.
 */
export interface EngineEffects {
  /**
   * The current time, read by the «Hablar con una persona» node's opening hours; `new Date()` when
   * absent (or when it throws or gives no valid date). Tests and replays pass a fixed clock.
   */
  now?(): Date;
  http?(request: HttpEffectRequest): Promise<HttpEffectResult>;
  ai?(request: AiEffectRequest): Promise<AiEffectResult>;
  /** Searches the bot's knowledge for a visitor's question (issue #30). */
  knowledge?(request: KnowledgeEffectRequest): Promise<KnowledgeEffectResult>;
  sendEmail?(request: { to: string; subject: string; body: string }): Promise<EffectOutcome>;
  saveLead?(lead: Record<string, VariableValue>): Promise<EffectOutcome>;
  notify?(request: { message: string }): Promise<EffectOutcome>;
  discord?(request: { token: string; channelId: string; content: string }): Promise<EffectOutcome>;
  webhook?(request: { url: string; payload: unknown }): Promise<EffectOutcome>;
  /** Saves (creates or replaces) a record of the bot's own collections. */
  saveRecord?(request: RecordRequest & { data: Record<string, VariableValue> }): Promise<EffectOutcome>;
  lookupRecord?(request: RecordRequest): Promise<RecordLookupResult>;
  /**
   * Runs an action of a connected service's power (issue #31) with its inputs and fields,
   * `{{variables}}` filled in: an `after` action is queued and answers `queued`; an `inline` one runs
   * now and answers what it found (`outputs`, `found: false` when nothing matched) or why it failed.
   */
  powerAction?(request: PowerActionRequest): Promise<PowerActionResult>;
  power?(request: {
    powerId: string;
    variables: Record<string, VariableValue>;
    /** The power's settings, `{{variables}}` filled in: what to send and where. */
    message?: string;
    url?: string;
    token?: string;
    channel?: string;
  }): Promise<{
    ok: boolean;
    handled: boolean;
    error?: string;
    /**
     * The owner may not use this power now (a Pro power without a plan that includes it or a
     * running trial): the node does not act and the trace says `power-locked`.
     */
    locked?: boolean;
  }>;
}

/** An action of a connected service's power, as the engine asks the host to run it. */
export interface PowerActionRequest {
  powerId: string;
  /** The owner's connection the node names (the host checks it is the bot owner's). */
  connectionId: string;
  action: string;
  /**
   * When it runs: after the reply (queued), now (`inline`), offering options then acting on the one
   * picked (`choose`: `phase` says which), or starting something the conversation then waits for
   * (`await`: a checkout, a booking link).
   */
  runs: 'after' | 'inline' | 'choose' | 'await';
  inputs: Record<string, string>;
  fields: Record<string, string>;
  /**
   * The inputs as the owner wrote them, before `{{variables}}` were filled in: the host tells a
   * fixed amount from one a visitor may have typed (which must then be within the owner's bounds).
   */
  templates: Record<string, string>;
  /** The node that asked: kept with a queued job or a wait, so a failure or an event names it. */
  nodeId: string;
  /** `choose` only: offer the options, or act on `optionId`, the one picked. */
  phase?: 'offer' | 'pick';
  optionId?: string;
  /** The language of the visitor's texts (dates, prices). */
  language: string;
}

/**
 * What the host did with a power action: queued it (`after`); found something or nothing
 * (`inline`, with cards to show: a shop's products); offered `options` (`choose`'s offer: none
 * means nothing is free; `note` names their time zone), or said the one picked is `taken` now with
 * fresh ones; started an `await` action whose `link` the visitor opens (a payment's `amount`);
 * refused it (the owner may not use the power now: `locked`), or failed.
 */
export type PowerActionResult =
  | { ok: true; queued: true }
  | { ok: true; found: boolean; outputs: Record<string, VariableValue>; cards?: ChatCard[] }
  | { ok: true; options: ChatButton[]; note?: string }
  | { ok: true; taken: true; options: ChatButton[] }
  | { ok: true; link: { url: string; amount?: { minor: number; currency: string } } }
  | { ok: false; error: string; locked?: boolean };
