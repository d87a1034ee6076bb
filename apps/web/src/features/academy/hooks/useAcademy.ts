import {
  type AcademyLessonId,
  type AcademyState,
  API,
  type LessonPassedResponse,
  type QuizAnswersBody,
} from '@plubot/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/callApi';
import { GAMIFICATION_QUERY_KEY } from '../../gamification';
import { refreshUserProfile } from '../../plubots';

/** The query key of the user's Academy progress. */
export const ACADEMY_QUERY_KEY = ['academy'] as const;

/** Every lesson with the signed-in user's progress. */
export function useAcademyQuery() {
  return useQuery({ queryKey: ACADEMY_QUERY_KEY, queryFn: () => callApi(API.academy) });
}

/** After a lesson passed: the new progress in the cache, XP and PluCoins refreshed everywhere. */
function useApplyPassed() {
  const queryClient = useQueryClient();
  return (answer: LessonPassedResponse) => {
    queryClient.setQueryData<AcademyState>(ACADEMY_QUERY_KEY, answer.academy);
    void queryClient.invalidateQueries({ queryKey: GAMIFICATION_QUERY_KEY });
    void refreshUserProfile();
  };
}

/** Sends a quiz's answers; the server grades them and pays the lesson once. */
export function useSubmitQuiz(lessonId: AcademyLessonId) {
  const apply = useApplyPassed();
  return useMutation({
    mutationFn: (answers: QuizAnswersBody['answers']) =>
      callApi(API.submitLessonQuiz, { params: { lessonId }, body: { answers } }),
    onSuccess: apply,
  });
}

/** Asks the server to verify a task lesson in the current flows of the user's bots. */
export function useCheckTask(lessonId: AcademyLessonId) {
  const apply = useApplyPassed();
  return useMutation({
    mutationFn: () => callApi(API.checkLessonTask, { params: { lessonId } }),
    onSuccess: apply,
  });
}
