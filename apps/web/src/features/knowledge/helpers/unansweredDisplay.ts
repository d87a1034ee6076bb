import type { UnansweredGroup, unansweredResponseSchema } from '@plubot/contracts';
import type { z } from 'zod';

export type UnansweredResponse = z.infer<typeof unansweredResponseSchema>;

const normalize = (text: string) => text.toLocaleLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The other ways visitors asked a group's question, without the question shown as its title and
 * without repeats (case and spaces aside).
 * @example listOtherPhrasings({ question: '¿Envían a Japón?', examples: ['¿envían a  japón?', 'envios japon'] })
 * // ['envios japon']
 */
export function listOtherPhrasings(group: Pick<UnansweredGroup, 'question' | 'examples'>): string[] {
  const seen = new Set([normalize(group.question)]);
  const others: string[] = [];
  for (const example of group.examples) {
    const key = normalize(example);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    others.push(example.trim());
  }
  return others;
}

/**
 * The groups left once some questions are answered: a group any of whose questions was answered
 * leaves the list.
 */
export function removeAnsweredGroups(
  groups: readonly UnansweredGroup[],
  answeredIds: readonly string[],
): UnansweredGroup[] {
  const answered = new Set(answeredIds);
  return groups.filter((group) => !group.questionIds.some((id) => answered.has(id)));
}

/** A stable key for a group in a list (its questions' ids). */
export const unansweredGroupKey = (group: Pick<UnansweredGroup, 'questionIds' | 'question'>) =>
  group.questionIds[0] ?? group.question;
