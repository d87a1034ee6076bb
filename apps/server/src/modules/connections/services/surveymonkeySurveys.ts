import { z } from 'zod';
import { toAnswerKey } from './toAnswerKey';

/** An id as SurveyMonkey sends it: a string of digits (a number in older answers). */
const idSchema = z.union([z.string(), z.number()]).transform(String);

/** `GET /v3/surveys`: the account's surveys, by id and title. */
export const surveyListSchema = z.looseObject({
  data: z.array(z.looseObject({ id: idSchema, title: z.string().optional() })),
});

/** `GET /v3/surveys/{id}`: a survey's title and its custom variables (name → label). */
export const surveySchema = z.looseObject({
  id: idSchema,
  title: z.string().optional(),
  custom_variables: z.record(z.string(), z.unknown()).nullish(),
});

/** `GET /v3/surveys/{id}/collectors?include=type,status,url`: the ways a survey is answered. */
export const collectorListSchema = z.looseObject({
  data: z.array(
    z.looseObject({
      id: idSchema,
      type: z.string().optional(),
      status: z.string().optional(),
      url: z.string().nullish(),
    }),
  ),
});

const textItemSchema = z.looseObject({ id: idSchema, text: z.string().optional() });

/** A question of `GET /v3/surveys/{id}/details`: its headings, family and answer options. */
const questionSchema = z.looseObject({
  id: idSchema,
  family: z.string().optional(),
  headings: z.array(z.looseObject({ heading: z.string().optional() })).optional(),
  answers: z
    .looseObject({
      choices: z.array(textItemSchema).optional(),
      rows: z.array(textItemSchema).optional(),
      cols: z.array(z.looseObject({ choices: z.array(textItemSchema).optional() })).optional(),
      other: textItemSchema.optional(),
    })
    .optional(),
});

/** `GET /v3/surveys/{id}/details`: the survey with every page's questions. */
export const surveyDetailsSchema = z.looseObject({
  pages: z.array(z.looseObject({ questions: z.array(z.unknown()).optional() })).optional(),
});
export type SurveyDetails = z.infer<typeof surveyDetailsSchema>;

/** `GET /v3/surveys/{id}/responses/bulk`: full responses, each with its custom variables and answers. */
export const responsesBulkSchema = z.looseObject({
  data: z.array(
    z.looseObject({
      date_modified: z.string().optional(),
      custom_variables: z.record(z.string(), z.unknown()).nullish(),
      pages: z
        .array(
          z.looseObject({
            questions: z
              .array(
                z.looseObject({
                  id: idSchema,
                  answers: z
                    .array(
                      z.looseObject({
                        choice_id: idSchema.optional(),
                        row_id: idSchema.optional(),
                        other_id: idSchema.optional(),
                        text: z.string().optional(),
                      }),
                    )
                    .optional(),
                }),
              )
              .optional(),
          }),
        )
        .optional(),
    }),
  ),
});
export type SurveyResponse = z.infer<typeof responsesBulkSchema>['data'][number];

/** A question of a survey: the name its answer is given under, and the texts of its options by id. */
export interface SurveyQuestion {
  id: string;
  key: string;
  family: string;
  texts: Map<string, string>;
}

/**
 * The questions of a survey in its order (presentation blocks left out, they ask nothing); the first
 * of two questions with the same heading keeps the name.
 */
export function listSurveyQuestions(details: SurveyDetails): SurveyQuestion[] {
  const questions: SurveyQuestion[] = [];
  const taken = new Set<string>();
  for (const page of details.pages ?? []) {
    for (const item of page.questions ?? []) {
      const parsed = questionSchema.safeParse(item);
      if (!parsed.success || parsed.data.family === 'presentation') continue;
      const { id, headings, answers } = parsed.data;
      const key = toAnswerKey(headings?.[0]?.heading, id);
      if (taken.has(key)) continue;
      taken.add(key);
      const options = [
        ...(answers?.choices ?? []),
        ...(answers?.rows ?? []),
        ...(answers?.cols ?? []).flatMap((col) => col.choices ?? []),
        ...(answers?.other ? [answers.other] : []),
      ];
      const texts = new Map(options.map((option) => [option.id, option.text ?? '']));
      questions.push({ id, key, family: parsed.data.family ?? '', texts });
    }
  }
  return questions;
}

/**
 * A response's answers by their questions' names (see {@link listSurveyQuestions}) as plain text:
 * a choice by its text, a matrix row as `row: choice`, written text as it is, several answers of one
 * question comma separated. A question the survey no longer has goes by its id.
 */
export function readSurveyAnswers(
  response: SurveyResponse,
  questions: readonly SurveyQuestion[],
): Record<string, string> {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const answers: Record<string, string> = {};
  for (const page of response.pages ?? []) {
    for (const asked of page.questions ?? []) {
      const question = byId.get(asked.id);
      const key = question?.key ?? asked.id;
      if (key in answers) continue;
      const texts = question?.texts ?? new Map<string, string>();
      answers[key] = (asked.answers ?? [])
        .map((answer) => {
          const row = answer.row_id ? texts.get(answer.row_id) : undefined;
          const value = answer.choice_id ? (texts.get(answer.choice_id) ?? '') : (answer.text ?? '');
          return row ? `${row}: ${value}` : value;
        })
        .filter((text) => text !== '')
        .join(', ');
    }
  }
  return answers;
}
