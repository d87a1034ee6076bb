import { API, lessonParamsSchema } from '@plubot/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Language, pickLanguage, translate } from '../../i18n/translate';
import { AppError } from '../../lib/AppError';
import { registerEndpoint } from '../../lib/registerEndpoint';
import { requireAuth } from '../../plugins/authenticate';
import { checkTask, type LessonOutcome, readAcademy, submitQuiz } from './academyService';

/**
 * The Academy: the lessons with the user's progress, quizzes graded and tasks verified in the
 * user's own flows by the server, each lesson paid once through the progress ledger.
 */
export const academyRoutes: FastifyPluginAsyncZod = async (app) => {
  const common = { preHandler: app.authenticate };
  const lessonSchema = { tags: ['academy'], security: [{ bearer: [] }], params: lessonParamsSchema };
  const limit = {
    rateLimit: { max: app.config.RATE_LIMIT_FACTS_MAX, timeWindow: app.config.RATE_LIMIT_WINDOW_MS },
  };

  /** A passed lesson's answer, or the 422 that says what is wrong or missing in the caller's language. */
  async function answer(userId: string, outcome: LessonOutcome, language: Language) {
    if (!outcome.ok) throw lessonNotPassed(outcome, language);
    const academy = await readAcademy(app.db, userId);
    const messageKey = outcome.alreadyCompleted
      ? 'academy.alreadyCompleted'
      : outcome.academyCompleted
        ? 'academy.graduated'
        : 'academy.passed';
    const { ok: _ok, xp, plucoins, ...rest } = outcome;
    return {
      success: true as const,
      ...rest,
      xpEarned: xp,
      plucoinsEarned: plucoins,
      message: translate(language, messageKey, { xp, plucoins }),
      academy,
    };
  }

  registerEndpoint(
    app,
    API.academy,
    { ...common, schema: { tags: ['academy'], security: [{ bearer: [] }] } },
    async (request) => readAcademy(app.db, requireAuth(request).userId),
  );

  registerEndpoint(
    app,
    API.submitLessonQuiz,
    { ...common, config: limit, schema: lessonSchema },
    async (request) => {
      const { userId } = requireAuth(request);
      const outcome = await submitQuiz(app.db, userId, request.params.lessonId, request.body.answers);
      return answer(userId, outcome, pickLanguage(request.headers['accept-language']));
    },
  );

  registerEndpoint(
    app,
    API.checkLessonTask,
    { ...common, config: limit, schema: lessonSchema },
    async (request) => {
      const { userId } = requireAuth(request);
      const outcome = await checkTask(app.db, userId, request.params.lessonId);
      return answer(userId, outcome, pickLanguage(request.headers['accept-language']));
    },
  );
};

/** 422 LESSON_NOT_PASSED with the wrong questions (quiz) or the translated hints (task). */
function lessonNotPassed(failure: Exclude<LessonOutcome, { ok: true }>, language: Language): AppError {
  if ('wrongQuestions' in failure) {
    const count = failure.wrongQuestions.length;
    const hints = [translate(language, count === 1 ? 'academy.wrongOne' : 'academy.wrongMany', { count })];
    return new AppError('LESSON_NOT_PASSED', { extra: { wrongQuestions: failure.wrongQuestions, hints } });
  }
  const hints = failure.hints.map((hint) => {
    const text = translate(language, hint.key, hint.params);
    return failure.botName
      ? translate(language, 'academy.inBot', { bot: failure.botName, hint: text })
      : text;
  });
  return new AppError('LESSON_NOT_PASSED', { extra: { wrongQuestions: [], hints } });
}
