import { z } from 'zod';

/**
 * The Academy (`/academy`): short lessons, each read and then passed with a quiz (checked by the
 * server) or a task the server verifies in the user's own flows. The right answers live only on
 * the server; this file names the lessons, their questions and their choices.
 */
export const ACADEMY_LESSONS = [
  {
    id: 'flow-basics',
    kind: 'quiz',
    questions: [
      { id: 'first-node', choices: ['message', 'start', 'decision'] },
      { id: 'save-rule', choices: ['decision', 'three-messages', 'start-and-end'] },
      { id: 'connect', choices: ['drag-dot', 'double-click', 'favorite-star'] },
    ],
  },
  { id: 'first-flow', kind: 'task' },
  { id: 'variables', kind: 'task' },
  { id: 'decisions', kind: 'task' },
  {
    id: 'simulator',
    kind: 'quiz',
    questions: [
      { id: 'unsaved', choices: ['always-save', 'as-it-is', 'only-published'] },
      { id: 'email-effect', choices: ['simulated', 'sent', 'stops'] },
      { id: 'panel', choices: ['visitors', 'embed-code', 'node-variables-log'] },
    ],
  },
  { id: 'leads', kind: 'task' },
  {
    id: 'personality',
    kind: 'quiz',
    questions: [
      { id: 'where', choices: ['share-panel', 'personality-core', 'simulator'] },
      { id: 'words', choices: ['write-in-tone', 'automatic', 'plan'] },
      { id: 'ai-tone', choices: ['temperature', 'response-variable', 'system-message'] },
    ],
  },
  {
    id: 'sharing',
    kind: 'quiz',
    questions: [
      { id: 'direct-link', choices: ['account', 'just-link', 'app'] },
      { id: 'widget', choices: ['before-body', 'start-node', 'whatsapp'] },
      { id: 'whatsapp', choices: ['sms', 'download-qr', 'linked-devices'] },
    ],
  },
] as const satisfies readonly AcademyLessonDefinition[];

/** How a lesson is passed: answering its questions, or building something in a flow. */
export type AcademyLessonKind = 'quiz' | 'task';

/** A lesson of the catalogue: quizzes list their questions and the ids of their choices. */
export interface AcademyLessonDefinition {
  readonly id: string;
  readonly kind: AcademyLessonKind;
  readonly questions?: readonly { readonly id: string; readonly choices: readonly string[] }[];
}

export type AcademyLesson = (typeof ACADEMY_LESSONS)[number];
export type AcademyLessonId = AcademyLesson['id'];
export type AcademyQuizLesson = Extract<AcademyLesson, { kind: 'quiz' }>;
export type AcademyQuizLessonId = AcademyQuizLesson['id'];
export type AcademyTaskLessonId = Extract<AcademyLesson, { kind: 'task' }>['id'];

/** The lesson ids, in the order the Academy shows them. */
export const ACADEMY_LESSON_IDS = ACADEMY_LESSONS.map((lesson) => lesson.id) as [
  AcademyLessonId,
  ...AcademyLessonId[],
];

/** The lesson with this id, or undefined for anything else. */
export function findAcademyLesson(id: string): AcademyLesson | undefined {
  return ACADEMY_LESSONS.find((lesson) => lesson.id === id);
}

/** The ledger key a lesson is paid under (once per user). */
export function getLessonProgressKey(id: AcademyLessonId): `lesson:${AcademyLessonId}` {
  return `lesson:${id}`;
}

/** The ledger key of finishing every lesson. */
export const ACADEMY_COMPLETE_KEY = 'academy_complete';

/**
 * Answers a user may send to one quiz per hour (passed or not): the grade says which questions are
 * wrong, so unlimited tries would let a script find every answer at once. A lesson pays only the
 * first time it is passed.
 */
export const QUIZ_ATTEMPTS_PER_HOUR = 5;

/** `:lessonId` of the lesson endpoints (any text: an unknown id answers 404 LESSON_NOT_FOUND). */
export const lessonParamsSchema = z.object({ lessonId: z.string().min(1).max(64) });

/** `POST /api/academy/lessons/:lessonId/quiz`: the chosen choice id per question id. */
export const quizAnswersBodySchema = z.object({
  answers: z.record(
    z.string().max(64),
    z.string({ message: 'academy.invalidAnswer' }).max(64, 'academy.invalidAnswer'),
  ),
});
export type QuizAnswersBody = z.infer<typeof quizAnswersBodySchema>;

/** One lesson as the Academy lists it for the signed-in user. */
export const academyLessonStateSchema = z.object({
  id: z.enum(ACADEMY_LESSON_IDS),
  kind: z.enum(['quiz', 'task']),
  completed: z.boolean(),
  /** When the lesson was passed (ISO), null while it is not. */
  completedAt: z.string().nullable(),
  /** XP the lesson pays the first time it is passed. */
  xp: z.number().int(),
  plucoins: z.number().int(),
});
export type AcademyLessonState = z.infer<typeof academyLessonStateSchema>;

/** `GET /api/academy`: every lesson with the user's progress. */
export const academyStateSchema = z.object({
  lessons: z.array(academyLessonStateSchema),
  completedCount: z.number().int(),
  total: z.number().int(),
  /** XP earned in the Academy: lessons plus the completion bonus. */
  xpEarned: z.number().int(),
  /** XP of finishing every lesson (paid once, with the 'academy_graduate' achievement). */
  completionXp: z.number().int(),
  graduated: z.boolean(),
});
export type AcademyState = z.infer<typeof academyStateSchema>;

/** What passing a lesson answered: what this call paid (0 when it was already passed) and the new state. */
export const lessonPassedResponseSchema = z.object({
  success: z.literal(true),
  lessonId: z.enum(ACADEMY_LESSON_IDS),
  alreadyCompleted: z.boolean(),
  /** XP and PluCoins this call paid, the completion bonus and any achievement included. */
  xpEarned: z.number().int(),
  plucoinsEarned: z.number().int(),
  /** True when this call finished the whole Academy. */
  academyCompleted: z.boolean(),
  message: z.string(),
  academy: academyStateSchema,
});
export type LessonPassedResponse = z.infer<typeof lessonPassedResponseSchema>;

/**
 * The body of a 422 LESSON_NOT_PASSED beside its message: the questions answered wrong (quiz) and,
 * for a task, what is missing in the flow that came closest, in the caller's language.
 */
export const lessonNotPassedSchema = z.object({
  code: z.literal('LESSON_NOT_PASSED'),
  message: z.string(),
  wrongQuestions: z.array(z.string()).default([]),
  hints: z.array(z.string()).default([]),
});
export type LessonNotPassed = z.infer<typeof lessonNotPassedSchema>;
