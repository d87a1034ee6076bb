import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { ButtonLink } from '../../../components/ButtonLink';
import { Card } from '../../../components/Card';
import { PageTitle } from '../../../components/PageTitle';
import { Spinner } from '../../../components/Spinner';
import { getErrorMessage } from '../../../lib/errors/getErrorMessage';
import { useAcademyQuery } from '../hooks/useAcademy';
import { AcademyProgress } from './AcademyProgress';

/** Every lesson in order, each with its kind, reward and whether it is done, under the progress. */
export function LessonList() {
  const { t } = useTranslation();
  const academy = useAcademyQuery();
  const listTitleId = useId();

  return (
    <>
      <PageTitle subtitle={t('academy.subtitle')}>{t('academy.title')}</PageTitle>
      {academy.isPending ? (
        <Spinner label={t('academy.loading')} />
      ) : academy.isError ? (
        <div className="academy-error" role="alert">
          <p>{getErrorMessage(academy.error, t('academy.loadError'))}</p>
          <Button variant="secondary" onClick={() => void academy.refetch()}>
            {t('academy.retry')}
          </Button>
        </div>
      ) : (
        <>
          <AcademyProgress academy={academy.data} />
          <h2 id={listTitleId} className="academy-list__title">
            {t('academy.listTitle')}
          </h2>
          <ol className="academy-list" aria-labelledby={listTitleId}>
            {academy.data.lessons.map((lesson, index) => {
              const title = t(`academy.lessons.${lesson.id}.title`);
              const action = lesson.completed ? t('academy.review') : t('academy.start');
              return (
                <Card
                  as="li"
                  key={lesson.id}
                  className={`academy-lesson${lesson.completed ? ' academy-lesson--done' : ''}`}
                >
                  <div className="academy-lesson__meta">
                    <span>{t('academy.lessonNumber', { n: index + 1 })}</span>
                    <span className="academy-chip">{t(`academy.kinds.${lesson.kind}`)}</span>
                    {lesson.completed && (
                      <span className="academy-chip academy-chip--done">
                        <span aria-hidden="true">✓ </span>
                        {t('academy.completed')}
                      </span>
                    )}
                  </div>
                  <h3 className="academy-lesson__title">{title}</h3>
                  <p className="academy-lesson__summary">{t(`academy.lessons.${lesson.id}.summary`)}</p>
                  <div className="academy-lesson__footer">
                    <span className="academy-lesson__reward">
                      {t('academy.reward', { xp: lesson.xp, plucoins: lesson.plucoins })}
                    </span>
                    <ButtonLink
                      to={{ search: `?lesson=${encodeURIComponent(lesson.id)}` }}
                      size="sm"
                      variant={lesson.completed ? 'secondary' : 'primary'}
                      aria-label={t('academy.openLesson', { action, title })}
                    >
                      {action}
                    </ButtonLink>
                  </div>
                </Card>
              );
            })}
          </ol>
        </>
      )}
    </>
  );
}
