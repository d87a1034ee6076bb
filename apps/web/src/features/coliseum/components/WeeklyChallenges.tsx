import type { WeeklyChallenge } from '@plubot/contracts';
import '../../../components/catalog.css';
import './coliseum.css';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { Spinner } from '../../../components/Spinner';
import { getErrorMessage } from '../../../lib/errors/getErrorMessage';
import { getDaysLeft } from '../helpers/getDaysLeft';
import { useClaimChallenge, useColiseumQuery } from '../hooks/useColiseum';

/** This week's three challenges: progress verified by the server, and a claim once one is met. */
export function WeeklyChallenges() {
  const { t } = useTranslation();
  const titleId = useId();
  const coliseum = useColiseumQuery();
  const claim = useClaimChallenge();
  const [result, setResult] = useState<{ id: string; text: string; failed: boolean } | null>(null);

  const onClaim = (id: string) => {
    setResult(null);
    claim.mutate(id, {
      onSuccess: (data) => setResult({ id, text: data.message, failed: false }),
      onError: (error) =>
        setResult({ id, text: getErrorMessage(error, t('coliseum.challenges.claimFailed')), failed: true }),
    });
  };

  return (
    <section className="catalog-section" aria-labelledby={titleId}>
      <div className="coliseum-section__header">
        <h2 id={titleId} className="catalog-title coliseum-section__title">
          {t('coliseum.challenges.title')}
        </h2>
        {coliseum.data && (
          <p className="coliseum-section__aside">
            {t('coliseum.challenges.daysLeft', { count: getDaysLeft(coliseum.data.endsAt) })}
          </p>
        )}
      </div>
      <p className="coliseum-section__intro">{t('coliseum.challenges.intro')}</p>
      {coliseum.isPending && <Spinner label={t('coliseum.challenges.loading')} />}
      {coliseum.isError && (
        <p role="alert" className="coliseum-message catalog-message catalog-message--error">
          {getErrorMessage(coliseum.error, t('coliseum.challenges.loadFailed'))}
        </p>
      )}
      {coliseum.data && (
        <ul className="catalog-grid catalog-grid--fit">
          {coliseum.data.challenges.map((challenge) => (
            <ChallengeCard
              key={challenge.id}
              challenge={challenge}
              claiming={claim.isPending && claim.variables === challenge.id}
              result={result?.id === challenge.id ? result : null}
              onClaim={() => onClaim(challenge.id)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

interface ChallengeCardProps {
  challenge: WeeklyChallenge;
  claiming: boolean;
  result: { text: string; failed: boolean } | null;
  onClaim: () => void;
}

function ChallengeCard({ challenge, claiming, result, onClaim }: ChallengeCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const percent = Math.round((challenge.current / Math.max(challenge.target, 1)) * 100);
  const state = challenge.claimed ? 'claimed' : challenge.done ? 'done' : 'open';
  return (
    <Card as="li" className={`catalog-card challenge--${state}`} aria-labelledby={titleId}>
      <h3 id={titleId} className="catalog-card__title">
        {t(`coliseum.challenges.items.${challenge.id}.title`)}
      </h3>
      <p className="catalog-card__text">
        {t(`coliseum.challenges.items.${challenge.id}.description`, { count: challenge.target })}
      </p>
      <div
        className="challenge__bar"
        role="progressbar"
        aria-labelledby={titleId}
        aria-valuemin={0}
        aria-valuemax={challenge.target}
        aria-valuenow={challenge.current}
        aria-valuetext={t('coliseum.challenges.progress', {
          current: challenge.current,
          target: challenge.target,
        })}
      >
        <span className="challenge__fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="challenge__meta">
        <span>
          {t('coliseum.challenges.progress', { current: challenge.current, target: challenge.target })}
        </span>
        {/* What a claim pays now; a claimed card says so instead of repeating a promise. */}
        {!challenge.claimed && (
          <span>{t('coliseum.challenges.reward', { xp: challenge.xp, plucoins: challenge.plucoins })}</span>
        )}
      </p>
      {state === 'claimed' && <p className="challenge__claimed">{t('coliseum.challenges.claimed')}</p>}
      {state === 'done' && (
        <Button onClick={onClaim} disabled={claiming} block>
          {claiming ? t('coliseum.challenges.claiming') : t('coliseum.challenges.claim')}
        </Button>
      )}
      {state === 'open' && (
        <p className="challenge__hint">
          {t('coliseum.challenges.remaining', { count: challenge.target - challenge.current })}
        </p>
      )}
      {result && (
        <p
          role={result.failed ? 'alert' : 'status'}
          className={`coliseum-message catalog-message ${result.failed ? 'catalog-message--error' : 'catalog-message--success'}`}
        >
          {result.text}
        </p>
      )}
    </Card>
  );
}
