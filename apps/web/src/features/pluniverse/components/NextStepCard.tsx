import { DAILY_REWARD_PLUCOINS, type HubStep } from '@plubot/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { ButtonLink } from '../../../components/ButtonLink';
import { getErrorMessage } from '../../../lib/errors/getErrorMessage';
import { getHubStepKeys, isInPlaceStep } from '../helpers/hubStepKeys';
import type { useHubDailyReward } from '../hooks/useHubQuery';

export interface NextStepCardProps {
  step: HubStep;
  daily: ReturnType<typeof useHubDailyReward>;
}

/** The next suggested step, computed by the server: a prominent card with its one button. */
export function NextStepCard({ step, daily }: NextStepCardProps) {
  const { t } = useTranslation();
  const keys = getHubStepKeys(step.id);
  const action = t(keys.action, { plucoins: DAILY_REWARD_PLUCOINS });
  return (
    <section className="hub-step" aria-labelledby="hub-step-title" data-step={step.id}>
      <span className="hub-step__comet" aria-hidden="true" />
      <p className="hub-step__eyebrow">{t('pluniverse.step.heading')}</p>
      <h2 id="hub-step-title" className="hub-step__title">
        {t(keys.title)}
      </h2>
      {step.plubotName && (
        <p className="hub-step__bot">{t('pluniverse.step.forBot', { name: step.plubotName })}</p>
      )}
      <p className="hub-step__description">{t(keys.description)}</p>
      {isInPlaceStep(step.id) ? (
        <Button size="lg" onClick={() => daily.mutate()} disabled={daily.isPending}>
          {daily.isPending ? t('pluniverse.daily.claiming') : action}
        </Button>
      ) : (
        <ButtonLink size="lg" to={step.route}>
          {action}
        </ButtonLink>
      )}
      {isInPlaceStep(step.id) && daily.isError && (
        <p className="hub-daily__error" role="alert">
          {getErrorMessage(daily.error, t('pluniverse.daily.error'))}
        </p>
      )}
    </section>
  );
}
