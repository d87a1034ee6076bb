import type { KnowledgeFaqPair, KnowledgePassage } from '@plubot/contracts';
import { z } from 'zod';

/**
 * What the editor may find beside a source's passages: the text or pairs as the owner saved them.
 * The contract does not promise them yet, so they are read only when the server sends them.
 */
const savedContentSchema = z.object({
  body: z.string().optional(),
  pairs: z.array(z.object({ question: z.string(), answer: z.string() })).optional(),
});

type SourceAnswer = { passages: readonly KnowledgePassage[] } & Record<string, unknown>;

/** Editable content and whether it is the saved one (`exact`) or put together from the passages. */
export interface EditableContent<T> {
  value: T;
  exact: boolean;
}

const byPosition = (passages: readonly KnowledgePassage[]) =>
  [...passages].sort((a, b) => a.position - b.position);

/**
 * A FAQ source's pairs to edit: as saved when the answer carries them, else one per passage (the
 * question apart, the answer as its text — how a FAQ is split).
 */
export function readEditablePairs(answer: SourceAnswer): EditableContent<KnowledgeFaqPair[]> {
  const saved = savedContentSchema.safeParse(answer);
  if (saved.success && saved.data.pairs) return { value: saved.data.pairs, exact: true };
  return {
    value: byPosition(answer.passages).map((passage) => ({
      question: passage.question ?? '',
      answer: passage.text,
    })),
    exact: false,
  };
}

/**
 * A text source's body to edit: as saved when the answer carries it, else its passages in order as
 * Markdown, each heading written where the heading path changes and a question line before its answer.
 * @example readEditableBody({ passages: [{ headings: ['Envíos'], text: 'A toda España.', … }] }).value
 * // '# Envíos\n\nA toda España.'
 */
export function readEditableBody(answer: SourceAnswer): EditableContent<string> {
  const saved = savedContentSchema.safeParse(answer);
  if (saved.success && saved.data.body !== undefined) return { value: saved.data.body, exact: true };
  const blocks: string[] = [];
  let headings: readonly string[] = [];
  let question: string | null = null;
  for (const passage of byPosition(answer.passages)) {
    let same = 0;
    while (
      same < headings.length &&
      same < passage.headings.length &&
      headings[same] === passage.headings[same]
    )
      same += 1;
    passage.headings.slice(same).forEach((heading, index) => {
      blocks.push(`${'#'.repeat(Math.min(6, same + index + 1))} ${heading}`);
    });
    const changedSection = same < passage.headings.length || same < headings.length;
    if (passage.question && (passage.question !== question || changedSection)) blocks.push(passage.question);
    blocks.push(passage.text);
    headings = passage.headings;
    question = passage.question;
  }
  return { value: blocks.join('\n\n'), exact: false };
}
