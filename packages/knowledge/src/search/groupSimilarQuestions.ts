import { foldText } from '../text/foldText';
import type { Vocabulary } from './searchTypes';
import { toQueryTerms } from './toQueryTerms';

/** Questions that ask the same thing, for the owner's «Preguntas sin respuesta» list. */
export interface QuestionGroup {
  /** The questions as asked, in input order. */
  readonly questions: readonly string[];
  /** Their positions in the input. */
  readonly indexes: readonly number[];
  /** The terms shared by at least half of the group's questions, most shared first. */
  readonly terms: readonly string[];
}

export interface GroupOptions {
  /** Jaccard similarity of terms from which two questions go together (default 0.5). */
  readonly threshold?: number;
  /** The bot's vocabulary, so typos group with the right spelling. */
  readonly vocabulary?: Vocabulary;
}

function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const term of a) if (b.has(term)) shared += 1;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}

function sharedTerms(sets: readonly ReadonlySet<string>[]): string[] {
  const counts = new Map<string, number>();
  for (const set of sets) for (const term of set) counts.set(term, (counts.get(term) ?? 0) + 1);
  return [...counts.entries()]
    .filter(([, count]) => count * 2 >= sets.length)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([term]) => term);
}

/**
 * Groups visitors' questions that ask the same thing: same terms after folding, stemming and
 * synonyms, or a Jaccard similarity of at least `threshold` with a question already in the group
 * (taken in input order). Questions without any term group only with the same folded text. Groups
 * come largest first, then by first appearance.
 *
 * @example groupSimilarQuestions(['¿Abren el domingo?', 'abren domingos', 'precio envío']).map((g) => g.indexes) // [[0, 1], [2]]
 */
export function groupSimilarQuestions(
  questions: readonly string[],
  options: GroupOptions = {},
): QuestionGroup[] {
  const threshold = options.threshold ?? 0.5;
  const groups: { indexes: number[]; sets: Set<string>[]; key?: string }[] = [];
  questions.forEach((question, index) => {
    const set = new Set(toQueryTerms(question, options.vocabulary).terms.map((term) => term.term));
    const key = set.size === 0 ? foldText(question) : undefined;
    let best: (typeof groups)[number] | undefined;
    let bestSimilarity = 0;
    for (const group of groups) {
      const similarity =
        key !== undefined || group.key !== undefined
          ? Number(key === group.key)
          : Math.max(...group.sets.map((member) => jaccard(set, member)));
      if (similarity >= threshold && similarity > bestSimilarity) {
        best = group;
        bestSimilarity = similarity;
      }
    }
    if (best) {
      best.indexes.push(index);
      best.sets.push(set);
    } else {
      groups.push({ indexes: [index], sets: [set], ...(key === undefined ? {} : { key }) });
    }
  });
  return groups
    .sort((a, b) => b.indexes.length - a.indexes.length || (a.indexes[0] ?? 0) - (b.indexes[0] ?? 0))
    .map((group) => ({
      questions: group.indexes.map((index) => questions[index] ?? ''),
      indexes: group.indexes,
      terms: sharedTerms(group.sets),
    }));
}
