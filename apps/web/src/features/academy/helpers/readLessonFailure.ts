import { lessonNotPassedSchema } from '@plubot/contracts';
import { ApiError } from '../../../lib/apiClient';
import { getErrorMessage } from '../../../lib/errors/getErrorMessage';

/** What a failed check shows: the server's message, the questions answered wrong and what to fix. */
export interface LessonFailureView {
  message: string;
  wrongQuestions: string[];
  hints: string[];
}

/**
 * Reads a failed quiz or task check: a 422 LESSON_NOT_PASSED gives the server's message, the wrong
 * questions and the hints (in the caller's language); any other failure only its message.
 * @example readLessonFailure(new ApiError(422, 'Todavía no', 'LESSON_NOT_PASSED', undefined, body))
 */
export function readLessonFailure(error: unknown, fallback?: string): LessonFailureView {
  if (error instanceof ApiError && error.code === 'LESSON_NOT_PASSED') {
    const parsed = lessonNotPassedSchema.safeParse(error.body);
    if (parsed.success) {
      const { message, wrongQuestions, hints } = parsed.data;
      return { message, wrongQuestions, hints };
    }
  }
  return { message: getErrorMessage(error, fallback), wrongQuestions: [], hints: [] };
}
