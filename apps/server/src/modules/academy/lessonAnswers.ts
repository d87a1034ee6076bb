import type { AcademyQuizLesson, AcademyQuizLessonId } from '@plubot/contracts';

type QuestionOf<L extends AcademyQuizLesson> = L['questions'][number];

/** The right choice of every quiz question, by lesson: kept on the server, never sent to the browser. */
export type QuizAnswerKey = {
  [L in AcademyQuizLesson as L['id']]: {
    [Q in QuestionOf<L> as Q['id']]: Q['choices'][number];
  };
};

/** The one right choice of each question of each quiz. */
export const QUIZ_ANSWERS: QuizAnswerKey = {
  'flow-basics': { 'first-node': 'start', 'save-rule': 'start-and-end', connect: 'drag-dot' },
  simulator: { unsaved: 'as-it-is', 'email-effect': 'simulated', panel: 'node-variables-log' },
  personality: { where: 'personality-core', words: 'write-in-tone', 'ai-tone': 'system-message' },
  sharing: { 'direct-link': 'just-link', widget: 'before-body', whatsapp: 'linked-devices' },
};

/**
 * The ids of the questions of a quiz answered wrong or not answered, in the quiz's order; empty
 * when every answer is right.
 * @example gradeQuiz('flow-basics', { 'first-node': 'start' }) // ['save-rule', 'connect']
 */
export function gradeQuiz(
  lessonId: AcademyQuizLessonId,
  answers: Readonly<Record<string, string>>,
): string[] {
  const key: Readonly<Record<string, string>> = QUIZ_ANSWERS[lessonId];
  return Object.keys(key).filter(
    (questionId) => !Object.hasOwn(answers, questionId) || answers[questionId] !== key[questionId],
  );
}
