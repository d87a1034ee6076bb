import type { AcademyLessonId, LessonPassedResponse } from '@plubot/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ButtonLink';
import type { LessonFailureView } from '../helpers/readLessonFailure';

export interface LessonPassedProps {
  result: LessonPassedResponse;
  nextLessonId: AcademyLessonId | undefined;
}

/** A passed lesson: the server's message, what this check earned and the way on. Focused when shown. */
export function LessonPassed({ result, nextLessonId }: LessonPassedProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div ref={ref} className="academy-result academy-result--passed" role="status" tabIndex={-1}>
      <p className="academy-result__title">{result.message}</p>
      {result.xpEarned > 0 && (
        <p className="academy-result__earned">
          {t('academy.result.earned', { xp: result.xpEarned, plucoins: result.plucoinsEarned })}
        </p>
      )}
      <div className="academy-actions">
        {nextLessonId && (
          <ButtonLink to={{ search: `?lesson=${encodeURIComponent(nextLessonId)}` }}>
            {t('academy.result.next')}
          </ButtonLink>
        )}
        <ButtonLink to={{ search: '' }} variant="secondary">
          {t('academy.result.backToList')}
        </ButtonLink>
      </div>
    </div>
  );
}

export interface LessonFailedProps {
  failure: LessonFailureView;
}

/** A failed check: the server's message, then how many answers are wrong (quiz) or what is missing (task). */
export function LessonFailed({ failure }: LessonFailedProps) {
  const { t } = useTranslation();
  return (
    <div className="academy-result academy-result--failed" role="alert">
      <p className="academy-result__title">{failure.message}</p>
      {failure.wrongQuestions.length > 0
        ? failure.hints.map((hint) => <p key={hint}>{hint}</p>)
        : failure.hints.length > 0 && (
            <>
              <p className="academy-result__fix">{t('academy.result.whatToFix')}</p>
              <ul className="academy-result__hints">
                {failure.hints.map((hint) => (
                  <li key={hint}>{hint}</li>
                ))}
              </ul>
            </>
          )}
    </div>
  );
}
