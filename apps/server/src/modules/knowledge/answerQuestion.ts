import { isAnswerSupported, type RankedPassage } from '@plubot/knowledge';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { knowledgeUnanswered, plubots } from '../../db/schema';
import { type ChatCompletionConfig, createChatCompletion } from '../../lib/chatCompletion';
import type { EmbeddingSettings } from './embedPassages';
import { searchBotKnowledge } from './searchBotKnowledge';

/** What the bot answers a visitor's question with, or that it does not know. */
export type KnowledgeAnswer =
  | { answered: true; text: string; sources: string[]; composed: boolean }
  | { answered: false };

/** Passages an AI may compose from: the best few, and only those that match somewhat. */
const COMPOSE_FROM = 3;
const COMPOSE_MIN_CONFIDENCE = 0.3;
/** What an AI says instead of inventing. */
const UNKNOWN_MARK = 'NO_LO_SE';

/** How each personality of the creation lab sounds, for the AI that words an answer. */
const PERSONALITY_STYLE: Record<string, string> = {
  audaz: 'bold, energetic and direct',
  sabio: 'calm, wise and precise',
  servicial: 'warm, helpful and patient',
  creativo: 'playful and imaginative, yet clear',
  neutral: 'friendly and neutral',
  misterioso: 'intriguing and concise',
};

/** The bot an answer speaks for: its name, personality and purpose from the creation lab. */
export interface BotVoice {
  name: string;
  tone: string;
  purpose: string;
}

/** The prompt that asks an AI for a short answer from the passages alone, citing them, in the bot's voice. */
function buildComposePrompt(
  question: string,
  passages: readonly RankedPassage[],
  language: 'es' | 'en',
  voice: BotVoice,
) {
  const numbered = passages
    .map((ranked, index) => {
      const { passage } = ranked;
      const place = [passage.title, ...passage.headings].join(' › ');
      const body = passage.question ? `${passage.question}\n${passage.text}` : passage.text;
      return `[${index + 1}] (${place})\n${body}`;
    })
    .join('\n\n');
  const style = PERSONALITY_STYLE[voice.tone] ?? PERSONALITY_STYLE.neutral;
  const systemMessage = [
    `You are ${voice.name}, the assistant of a small business (${voice.purpose.slice(0, 200)}).`,
    `You answer its visitors in ${language === 'en' ? 'English' : 'Spanish'}, briefly (at most three sentences), in a ${style} voice.`,
    'Use ONLY the numbered passages below. Cite each passage you use with its number in brackets, like [1].',
    `If the passages do not answer the question, reply exactly ${UNKNOWN_MARK} and nothing else. Never invent prices, dates, names or policies.`,
  ].join(' ');
  return { systemMessage, prompt: `Passages:\n${numbered}\n\nQuestion: ${question}` };
}

/**
 * Asks the AI provider for an answer composed from the passages, kept only when it says something
 * and every sentence of it is supported by the passages (`isAnswerSupported`): what it cites are
 * the sources. Undefined when there is nothing to compose from, the AI fails, says it does not
 * know, or says more than the passages do.
 */
async function composeAnswer(
  ai: ChatCompletionConfig,
  question: string,
  results: readonly RankedPassage[],
  language: 'es' | 'en',
  voice: BotVoice,
): Promise<KnowledgeAnswer | undefined> {
  const passages = results
    .slice(0, COMPOSE_FROM)
    .filter((ranked) => ranked.confidence >= COMPOSE_MIN_CONFIDENCE);
  if (passages.length === 0) return undefined;
  const completion = await createChatCompletion(ai, {
    ...buildComposePrompt(question, passages, language, voice),
    temperature: 0.2,
    maxTokens: 300,
  });
  if (!completion.ok) return undefined;
  const text = completion.text.trim();
  if (text === '' || text.includes(UNKNOWN_MARK)) return undefined;
  const texts = passages.map(({ passage }) =>
    [passage.title, ...passage.headings, passage.question ?? '', passage.text].join(' '),
  );
  if (!isAnswerSupported(text, texts, language)) return undefined;
  const cited = [...text.matchAll(/\[(\d+)\]/g)]
    .map((match) => passages[Number(match[1]) - 1]?.passage.title)
    .filter((title): title is string => title !== undefined);
  const sources = [...new Set(cited.length > 0 ? cited : [passages[0]!.passage.title])];
  return { answered: true, text: text.replace(/\s*\[\d+\]/g, '').trim(), sources, composed: true };
}

export interface AnswerRequest {
  plubotId: string;
  question: string;
  language: 'es' | 'en';
  useAi: boolean;
  /** The conversation asking; with it, a question left unanswered is kept for the owner. */
  sessionId: string | null;
}

/**
 * Answers a visitor's question from the bot's knowledge (issue #30): with an AI provider (and the
 * node allowing it), a short answer composed only from the best passages, in the bot's name and
 * personality, and checked against them;
 * otherwise, or when that fails, the best passage's answer when the search is confident; else "I do
 * not know" — and the question joins the bot's 'Preguntas sin respuesta'.
 */
export async function answerQuestion(
  deps: {
    db: Database;
    config: EmbeddingSettings;
    /** The bot's AI (its owner's or the server's), asked for only when the node allows it. */
    ai: () => Promise<ChatCompletionConfig | undefined>;
  },
  request: AnswerRequest,
): Promise<KnowledgeAnswer> {
  const question = request.question.trim().slice(0, 300);
  if (question === '') return { answered: false };
  const search = await searchBotKnowledge(deps.db, deps.config, request.plubotId, question, {
    limit: COMPOSE_FROM,
  });
  const ai = request.useAi ? await deps.ai() : undefined;
  if (ai) {
    const [bot] = await deps.db
      .select({ name: plubots.name, tone: plubots.tone, purpose: plubots.purpose })
      .from(plubots)
      .where(eq(plubots.id, request.plubotId));
    const voice = bot ?? { name: 'Plubot', tone: 'neutral', purpose: '' };
    const composed = await composeAnswer(ai, question, search.results, request.language, voice);
    if (composed) return composed;
  }
  const best = search.results[0];
  if (search.confident && search.answer && best) {
    return { answered: true, text: search.answer, sources: [best.passage.title], composed: false };
  }
  if (request.sessionId) {
    await deps.db
      .insert(knowledgeUnanswered)
      .values({ plubotId: request.plubotId, sessionId: request.sessionId, question });
  }
  return { answered: false };
}
