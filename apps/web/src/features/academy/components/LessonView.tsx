import { ACADEMY_LESSON_IDS, type AcademyLessonId, findAcademyLesson } from '@plubot/contracts';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { PageTitle } from '../../../components/PageTitle';
import { Spinner } from '../../../components/Spinner';
import { MarkdownContent } from '../../content';
import { useAcademyQuery } from '../hooks/useAcademy';
import { useLessonReading } from '../hooks/useLessonReading';
import { LessonQuiz } from './LessonQuiz';
import { LessonTask } from './LessonTask';

export interface LessonViewProps {
  lessonId: AcademyLessonId;
}

/** One lesson: its reading first, then its quiz or its task, and whether it is already done. */
export function LessonView({ lessonId }: LessonViewProps) {
  const { t } = useTranslation();
  const academy = useAcademyQuery();
  const reading = useLessonReading(lessonId);
  const readingTitleId = useId();
  const lesson = findAcademyLesson(lessonId);
  const index = ACADEMY_LESSON_IDS.indexOf(lessonId);
  const nextLessonId = ACADEMY_LESSON_IDS[index + 1];
  const completed = academy.data?.lessons.find((item) => item.id === lessonId)?.completed ?? false;

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, []);

  if (!lesson) return null;
  return (
    <>
      <p className="academy-back">
        <Link to={{ search: '' }}>← {t('academy.back')}</Link>
      </p>
      <PageTitle
        subtitle={`${t('academy.lessonNumber', { n: index + 1 })} · ${t(`academy.kinds.${lesson.kind}`)}`}
      >
        {t(`academy.lessons.${lessonId}.title`)}
      </PageTitle>
      {completed && (
        <p className="academy-done-note">
          <span aria-hidden="true">✓ </span>
          {t('academy.alreadyDone')}
        </p>
      )}

      <Card as="section" className="academy-reading" aria-labelledby={readingTitleId}>
        <h2 id={readingTitleId} className="academy-section__title">
          {t('academy.readingTitle')}
        </h2>
        {reading.isPending ? (
          <Spinner />
        ) : reading.isError ? (
          <div role="alert">
            <p>{t('academy.readingError')}</p>
            <Button variant="secondary" onClick={() => void reading.refetch()}>
              {t('academy.retry')}
            </Button>
          </div>
        ) : (
          <MarkdownContent markdown={reading.data} className="academy-reading__prose" />
        )}
      </Card>

      {lesson.kind === 'quiz' ? (
        <LessonQuiz lesson={lesson} nextLessonId={nextLessonId} />
      ) : (
        <LessonTask lessonId={lesson.id} nextLessonId={nextLessonId} />
      )}
    </>
  );
}
