import { POWER_TRIAL_DAYS, type PowerDefinition, UNLOCK_COSTS } from '@plubot/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { getErrorMessage } from '../../../lib/errors/getErrorMessage';
import { useUnlockItem } from '../../gamification';
import { formatTrialDate } from '../helpers/formatTrialDate';
import type { PowerTrial } from '../helpers/getPowerTrial';

const TRIAL_COST = UNLOCK_COSTS.power_trial;

export interface PowerTrialOfferProps {
  power: PowerDefinition;
  trial: PowerTrial;
  /** The user's PluCoins; undefined while unknown. */
  balance: number | undefined;
}

/**
 * The PluCoins trial of a Pro power for a plan without Pro: the button to buy it (disabled, with
 * the reason, when the balance is short), or the running trial's end, or when it ended.
 */
export function PowerTrialOffer({ power, trial, balance }: PowerTrialOfferProps) {
  const { t, i18n } = useTranslation();
  const unlock = useUnlockItem();
  const [boughtUntil, setBoughtUntil] = useState<Date | null>(null);
  const reasonId = useId();
  const titleId = useId();
  const date = (value: Date) => formatTrialDate(value, i18n.language);

  const buy = () => {
    unlock.mutate(
      { kind: 'power_trial', itemId: power.id },
      {
        onSuccess: (state) => {
          const bought = state.unlocks?.find(
            (entry) => entry.kind === 'power_trial' && entry.itemId === power.id,
          );
          setBoughtUntil(bought?.expiresAt ? new Date(bought.expiresAt) : new Date());
        },
      },
    );
  };

  return (
    <section className="market-detail__section" aria-labelledby={titleId}>
      <h3 id={titleId} className="market-detail__heading">
        {t('marketplace.trial.title')}
      </h3>
      {boughtUntil ? (
        <p className="market-message market-message--success" role="status">
          {t('marketplace.trial.success', { power: power.title, date: date(boughtUntil) })}
        </p>
      ) : (
        <TrialState
          power={power}
          trial={trial}
          balance={balance}
          reasonId={reasonId}
          pending={unlock.isPending}
          onBuy={buy}
          formatDate={date}
        />
      )}
      {unlock.isError && (
        <p className="market-message market-message--error" role="alert">
          {getErrorMessage(unlock.error, t('marketplace.trial.failed'))}
        </p>
      )}
    </section>
  );
}

interface TrialStateProps extends PowerTrialOfferProps {
  reasonId: string;
  pending: boolean;
  onBuy: () => void;
  formatDate: (value: Date) => string;
}

function TrialState({ power, trial, balance, reasonId, pending, onBuy, formatDate }: TrialStateProps) {
  const { t } = useTranslation();
  if (trial.status === 'active') {
    return (
      <p className="market-message market-message--success">
        {t('marketplace.trial.active', { date: formatDate(trial.expiresAt) })}
      </p>
    );
  }
  if (trial.status === 'ended') {
    return (
      <p className="market-message">
        {t('marketplace.trial.ended', { power: power.title, date: formatDate(trial.expiresAt) })}
      </p>
    );
  }
  const short = balance !== undefined && balance < TRIAL_COST;
  const reason =
    balance === undefined
      ? t('marketplace.trial.loading')
      : short
        ? t('marketplace.trial.notEnough', { missing: TRIAL_COST - balance, balance, cost: TRIAL_COST })
        : null;
  return (
    <>
      <p>{t('marketplace.trial.text', { power: power.title, days: POWER_TRIAL_DAYS })}</p>
      <Button
        onClick={onBuy}
        disabled={pending || reason !== null}
        aria-describedby={reason ? reasonId : undefined}
      >
        {pending
          ? t('marketplace.trial.buying')
          : t('marketplace.trial.buy', { days: POWER_TRIAL_DAYS, cost: TRIAL_COST })}
      </Button>
      {reason && (
        <p id={reasonId} className="market-message market-message--hint">
          {reason}
        </p>
      )}
    </>
  );
}
