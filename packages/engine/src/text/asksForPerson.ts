import { foldText } from './foldText';

/** The phrases that ask for a person when a bot has none of its own, per language (issue #29). */
export const DEFAULT_HANDOFF_PHRASES = {
  es: ['hablar con una persona', 'hablar con alguien', 'humano', 'agente', 'persona real'],
  en: ['talk to a person', 'speak to a person', 'talk to someone', 'human', 'agent', 'real person'],
} as const;

/** The longest message read for a hand-off phrase: a long message is about something else. */
const MAX_ASKING_LENGTH = 80;

/** Every default phrase, Spanish and English. */
export const DEFAULT_HANDOFF_PHRASE_LIST: readonly string[] = [
  ...DEFAULT_HANDOFF_PHRASES.es,
  ...DEFAULT_HANDOFF_PHRASES.en,
];

/** A text as the phrases are compared: folded (no accents, lower case), words split by single spaces. */
const toWords = (text: string) =>
  foldText(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * Whether the visitor asks for a person («quiero hablar con una persona», «humano», «agent»): a
 * short message holding one of the hand-off phrases — the bot's own, or the defaults in Spanish
 * and English — as whole words, read without accents or case. No phrases: never.
 * @example asksForPerson('¿Puedo hablar con un HUMANO?') // true
 */
export function asksForPerson(
  text: string,
  phrases: readonly string[] = DEFAULT_HANDOFF_PHRASE_LIST,
): boolean {
  if (text.length > MAX_ASKING_LENGTH) return false;
  const words = ` ${toWords(text)} `;
  return phrases.some((phrase) => {
    const wanted = toWords(phrase);
    return wanted !== '' && words.includes(` ${wanted} `);
  });
}
