import { z } from 'zod';
import { toAnswerKey } from './toAnswerKey';

/** `GET /forms`: the account's forms, by id and title. */
export const typeformFormListSchema = z.looseObject({
  items: z.array(z.looseObject({ id: z.string(), title: z.string().optional() })),
});

/** `GET /forms/{id}`: a form's definition — its title, questions (`fields`) and hidden fields' names. */
export const typeformFormSchema = z.looseObject({
  id: z.string(),
  title: z.string().optional(),
  fields: z.array(z.unknown()).optional(),
  hidden: z.array(z.string()).optional(),
});
export type TypeformForm = z.infer<typeof typeformFormSchema>;

/** One answer of a response: the question it answers and its value under its `type`. */
const answerSchema = z.looseObject({
  field: z.looseObject({ id: z.string(), ref: z.string().optional() }),
  type: z.string(),
});

/** `GET /forms/{id}/responses`: the responses, newest first, each with its hidden fields and answers. */
export const typeformResponsesSchema = z.looseObject({
  items: z.array(
    z.looseObject({
      submitted_at: z.string().optional(),
      hidden: z.record(z.string(), z.unknown()).nullish(),
      answers: z.array(answerSchema).nullish(),
    }),
  ),
});
export type TypeformResponse = z.infer<typeof typeformResponsesSchema>['items'][number];

/** A question of a form: its id, the name its answer is given under, and its type. */
export interface TypeformQuestion {
  id: string;
  key: string;
  type: string;
}

/** Fields that show something but ask nothing: no answer ever comes for them. */
const SILENT_TYPES = new Set(['statement', 'group']);

const fieldSchema = z.looseObject({
  id: z.string(),
  ref: z.string().optional(),
  title: z.string().optional(),
  type: z.string().optional(),
  properties: z.looseObject({ fields: z.array(z.unknown()).optional() }).optional(),
});

/**
 * The questions of a form, those inside question groups included, in the form's order; the first
 * of two questions with the same title keeps the name.
 */
export function listTypeformQuestions(form: TypeformForm): TypeformQuestion[] {
  const questions: TypeformQuestion[] = [];
  const taken = new Set<string>();
  const visit = (fields: readonly unknown[]) => {
    for (const item of fields) {
      const field = fieldSchema.safeParse(item);
      if (!field.success) continue;
      const type = field.data.type ?? '';
      const key = toAnswerKey(field.data.title, field.data.ref ?? field.data.id);
      if (!SILENT_TYPES.has(type) && !taken.has(key)) {
        taken.add(key);
        questions.push({ id: field.data.id, key, type });
      }
      visit(field.data.properties?.fields ?? []);
    }
  };
  visit(form.fields ?? []);
  return questions;
}

/**
 * A response's answers by their questions' names (see {@link listTypeformQuestions}), each as the
 * plain text a flow variable keeps; an answer to a question the form no longer has goes by its
 * ref, or its id.
 */
export function readTypeformAnswers(
  response: TypeformResponse,
  questions: readonly TypeformQuestion[],
): Record<string, string> {
  const keys = new Map(questions.map((question) => [question.id, question.key]));
  const answers: Record<string, string> = {};
  for (const answer of response.answers ?? []) {
    const key = keys.get(answer.field.id) ?? toAnswerKey(undefined, answer.field.ref ?? answer.field.id);
    if (!(key in answers)) answers[key] = readAnswerText(answer);
  }
  return answers;
}

/**
 * The text of one answer, by its type: texts, e-mails, URLs, dates and phones as they are; numbers;
 * `true`/`false`; a choice's label (or what the visitor wrote in «Otro»); several choices comma
 * separated; a payment's amount.
 */
function readAnswerText(answer: z.infer<typeof answerSchema>): string {
  const value = (answer as Record<string, unknown>)[answer.type];
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value !== 'object' || value === null) return '';
  const record = value as Record<string, unknown>;
  const parts = [
    ...(Array.isArray(record.labels) ? record.labels : [record.label]),
    record.other,
    record.amount,
  ];
  return parts.filter((part): part is string => typeof part === 'string' && part !== '').join(', ');
}
