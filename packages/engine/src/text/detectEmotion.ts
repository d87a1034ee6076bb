import type { Emotion } from '@plubot/flow';
import { foldText } from './foldText';

/**
 * Spanish keywords per emotion, accent-free and lower case. A keyword of several words matches as a
 * phrase; a one-word keyword matches a whole word (so `mal` does not match `animal`).
 */
export const EMOTION_KEYWORDS: Readonly<Record<Exclude<Emotion, 'neutral'>, readonly string[]>> = {
  happy: [
    'feliz',
    'felices',
    'contento',
    'contenta',
    'alegre',
    'alegria',
    'genial',
    'excelente',
    'bien',
    'encantado',
    'encantada',
    'encanta',
    'maravilloso',
    'maravillosa',
    'perfecto',
    'perfecta',
    'estupendo',
    'fantastico',
    'gracias',
    'me gusta',
  ],
  sad: [
    'triste',
    'tristeza',
    'mal',
    'deprimido',
    'deprimida',
    'llorar',
    'llorando',
    'desanimado',
    'desanimada',
    'decepcionado',
    'decepcionada',
    'dolor',
  ],
  angry: [
    'enojo',
    'enojado',
    'enojada',
    'rabia',
    'molesto',
    'molesta',
    'furioso',
    'furiosa',
    'ira',
    'odio',
    'indignado',
    'indignada',
    'enfadado',
    'enfadada',
  ],
  surprised: [
    'sorpresa',
    'sorprendido',
    'sorprendida',
    'increible',
    'asombro',
    'asombrado',
    'asombrada',
    'wow',
    'guau',
    'no puedo creer',
    'en serio',
  ],
  frustrated: [
    'frustrado',
    'frustrada',
    'frustrante',
    'frustracion',
    'harto',
    'harta',
    'cansado',
    'cansada',
    'no funciona',
    'otra vez',
    'nunca funciona',
    'imposible',
  ],
};

/** The order in which tied emotions win, as in the editor's keyword matching. */
const PRIORITY: readonly Exclude<Emotion, 'neutral'>[] = ['happy', 'sad', 'angry', 'surprised', 'frustrated'];

const NEGATIONS: ReadonlySet<string> = new Set(['no', 'ni', 'nada', 'nunca']);

/**
 * The emotion of a text by Spanish keyword matching, ignoring case and accents: the emotion with
 * the most matching keywords wins (ties in the order happy, sad, angry, surprised, frustrated);
 * no match is `neutral`. A happy word negated just before (`no estoy bien`) counts as sad.
 *
 * @example detectEmotion('¡Estoy muy feliz!') // 'happy'
 * @example detectEmotion('Estoy harto, no funciona') // 'frustrated'
 */
export function detectEmotion(text: string): Emotion {
  const words = foldText(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ');
  const scores = new Map<Emotion, number>();
  const add = (emotion: Emotion) => scores.set(emotion, (scores.get(emotion) ?? 0) + 1);
  for (const emotion of PRIORITY) {
    for (const keyword of EMOTION_KEYWORDS[emotion]) {
      for (const at of findPhrase(words, keyword.split(' '))) {
        const negated = words.slice(Math.max(0, at - 3), at).some((word) => NEGATIONS.has(word));
        add(emotion === 'happy' && negated ? 'sad' : emotion);
      }
    }
  }
  let best: Emotion = 'neutral';
  let bestScore = 0;
  for (const emotion of PRIORITY) {
    const score = scores.get(emotion) ?? 0;
    if (score > bestScore) {
      best = emotion;
      bestScore = score;
    }
  }
  return best;
}

/** The positions where `phrase` starts in `words`. */
function findPhrase(words: readonly string[], phrase: readonly string[]): number[] {
  const found: number[] = [];
  for (let at = 0; at + phrase.length <= words.length; at += 1) {
    if (phrase.every((word, offset) => words[at + offset] === word)) found.push(at);
  }
  return found;
}
