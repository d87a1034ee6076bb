import { academyStateSchema, lessonPassedResponseSchema, quizAnswersBodySchema } from '../academy';
import { defineEndpoint } from './defineEndpoint';

/** The Academy: lessons with the user's progress, quizzes and tasks checked by the server. */
export const ACADEMY_ENDPOINTS = {
  academy: defineEndpoint({ method: 'GET', path: '/academy', response: academyStateSchema }),
  submitLessonQuiz: defineEndpoint({
    method: 'POST',
    path: '/academy/lessons/:lessonId/quiz',
    body: quizAnswersBodySchema,
    response: lessonPassedResponseSchema,
  }),
  checkLessonTask: defineEndpoint({
    method: 'POST',
    path: '/academy/lessons/:lessonId/check',
    response: lessonPassedResponseSchema,
  }),
};
