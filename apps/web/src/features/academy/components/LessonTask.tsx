import type { AcademyLessonId, AcademyTaskLessonId } from '@plubot/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { ButtonLink } from '../../../components/ButtonLink';
import { Card } from '../../../components/Card';
import { usePlubotsQuery } from '../../plubots';
import { readLessonFailure } from '../helpers/readLessonFailure';
import { useCheckTask } from '../hooks/useAcademy';
import { LessonFailed, LessonPassed } from './LessonResult';

export interface LessonTaskProps {
  lessonId: AcademyTaskLessonId;
  nextLessonId: AcademyLessonId | undefined;
}

/**
 * A lesson's task: what to build, a way into the editor of each of the user's bots (or to the
 * profile to create one), and «Comprobar mi flujo», which the server verifies in the saved flows.
 */
export function LessonTask({ lessonId, nextLessonId }: LessonTaskProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const check = useCheckTask(lessonId);
  const bots = usePlubotsQuery();
  const savedBots = (bots.data?.plubots ?? []).filter((bot) => !bot.isLocal);

  return (
    <Card as="section" className="academy-task" aria-labelledby={titleId}>
      <h2 id={titleId} className="academy-section__title">
        {t('academy.task.title')}
      </h2>
      <p className="academy-task__instruction">{t(`academy.lessons.${lessonId}.task`)}</p>
      <p className="academy-muted">{t('academy.task.steps')}</p>
      <div className="academy-actions">
        {bots.isSuccess && savedBots.length === 0 && (
          <>
            <p className="academy-muted academy-actions__full">{t('academy.task.noBots')}</p>
            <ButtonLink to="/profile" variant="secondary">
              {t('academy.task.createBot')}
            </ButtonLink>
          </>
        )}
        {savedBots.length === 1 && savedBots[0] && (
          <ButtonLink to={`/plubot/edit/flow/${encodeURIComponent(savedBots[0].id)}`} variant="secondary">
            {t('academy.task.openEditor')}
          </ButtonLink>
        )}
        {savedBots.length > 1 &&
          savedBots.map((bot) => (
            <ButtonLink
              key={bot.id}
              to={`/plubot/edit/flow/${encodeURIComponent(bot.id)}`}
              variant="secondary"
            >
              {t('academy.task.openEditorOf', { name: bot.name })}
            </ButtonLink>
          ))}
        {!check.isSuccess && (
          <Button onClick={() => check.mutate()} disabled={check.isPending}>
            {check.isPending ? t('academy.task.checking') : t('academy.task.check')}
          </Button>
        )}
      </div>
      {check.isError && !check.isPending && <LessonFailed failure={readLessonFailure(check.error)} />}
      {check.data && <LessonPassed result={check.data} nextLessonId={nextLessonId} />}
    </Card>
  );
}
