import type { AcademyQuizLessonId } from '@plubot/contracts';
import type { TFunction } from 'i18next';

/** The texts of one quiz question: its wording and each choice's label by choice id. */
export interface QuizQuestionTexts {
  text: string;
  choices: Record<string, string>;
}

/**
 * The translated texts of a quiz's questions, by question id (`academy.lessons.{id}.questions`).
 * The question and choice ids come from `ACADEMY_LESSONS`; the texts live in the locale files.
 */
export function getQuizTexts(t: TFunction, lessonId: AcademyQuizLessonId): Record<string, QuizQuestionTexts> {
  return t(`academy.lessons.${lessonId}.questions`, { returnObjects: true });
}
