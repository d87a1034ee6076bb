import { DAILY_REWARD_PLUCOINS, type GamificationState } from '@plubot/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { getErrorMessage } from '../../../lib/errors/getErrorMessage';
import { readLevelProgress } from '../../gamification';
import type { useHubDailyReward } from '../hooks/useHubQuery';

export interface ProgressPanelProps {
  state: GamificationState;
  daily: ReturnType<typeof useHubDailyReward>;
}

/** Level, the XP bar toward the next level, PluCoins, the streak and the daily reward. */
export function ProgressPanel({ state, daily }: ProgressPanelProps) {
  const { t } = useTranslation();
  const bar = readLevelProgress(state);
  const streak = state.streak ?? 0;
  const next = bar.level + 1;
  return (
    <Card as="section" className="hub-progress" aria-labelledby="hub-progress-title">
      <h2 id="hub-progress-title" className="hub-section__title">
        {t('pluniverse.progress.heading')}
      </h2>
      <div className="hub-progress__level">
        <span className="hub-progress__badge" aria-hidden="true">
          {bar.level}
        </span>
        <div>
          <p className="hub-progress__level-number">{t('pluniverse.progress.level', { level: bar.level })}</p>
          <p className="hub-progress__level-name">{t(bar.nameKey)}</p>
        </div>
      </div>
      <div className="hub-xp">
        <div className="hub-xp__labels">
          <span id="hub-xp-label">
            {bar.isMaxLevel
              ? t('pluniverse.progress.xpLabelMax')
              : t('pluniverse.progress.xpLabel', { next })}
          </span>
          <span>{t('pluniverse.progress.xpTotal', { xp: state.xp })}</span>
        </div>
        <div
          className="hub-xp__track"
          role="progressbar"
          aria-labelledby="hub-xp-label"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={bar.percent}
          aria-valuetext={
            bar.isMaxLevel
              ? t('pluniverse.progress.xpMax')
              : `${bar.percent}% · ${t('pluniverse.progress.xpValue', { earned: bar.earned, span: bar.span })}`
          }
        >
          <div className="hub-xp__fill" style={{ width: `${bar.percent}%` }} />
        </div>
        <p className="hub-xp__hint">
          {bar.isMaxLevel
            ? t('pluniverse.progress.xpMax')
            : t('pluniverse.progress.xpMissing', { missing: bar.missing, next })}
        </p>
      </div>
      <dl className="hub-stats">
        <div className="hub-stats__item">
          <dt>{t('pluniverse.progress.plucoins')}</dt>
          <dd data-testid="hub-plucoins">
            <span className="hub-stats__icon hub-stats__icon--coin" aria-hidden="true" />
            {state.pluCoins}
          </dd>
        </div>
        <div className="hub-stats__item">
          <dt>{t('pluniverse.progress.streak')}</dt>
          <dd>
            <span className="hub-stats__icon hub-stats__icon--streak" aria-hidden="true" />
            {streak > 0
              ? t('pluniverse.progress.streakDays', { count: streak })
              : t('pluniverse.progress.streakNone')}
          </dd>
        </div>
      </dl>
      <div className="hub-daily">
        <h3 className="hub-daily__title">{t('pluniverse.daily.heading')}</h3>
        {state.dailyRewardAvailable ? (
          <>
            <p className="hub-daily__text">{t('pluniverse.daily.available')}</p>
            <Button block onClick={() => daily.mutate()} disabled={daily.isPending}>
              {daily.isPending
                ? t('pluniverse.daily.claiming')
                : t('pluniverse.daily.claim', { plucoins: DAILY_REWARD_PLUCOINS })}
            </Button>
          </>
        ) : (
          <p className="hub-daily__text" role="status">
            {daily.isSuccess
              ? t('pluniverse.daily.claimed', { plucoins: DAILY_REWARD_PLUCOINS })
              : t('pluniverse.daily.comesBack', { plucoins: DAILY_REWARD_PLUCOINS })}
          </p>
        )}
        {daily.isError && (
          <p className="hub-daily__error" role="alert">
            {getErrorMessage(daily.error, t('pluniverse.daily.error'))}
          </p>
        )}
      </div>
    </Card>
  );
}
