import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ButtonLink';
import { Card } from '../../../components/Card';
import type { Usage } from '../helpers/conversationsApi';

export interface UsageMeterProps {
  usage: Usage;
}

/** This month's replies against the free plan's limit (spec §9: 100 a month). */
export function UsageMeter({ usage }: UsageMeterProps) {
  const { t } = useTranslation();
  const { replies, limit } = usage;
  const percent = limit ? Math.min(100, Math.round((replies / limit) * 100)) : 0;
  const reached = limit !== null && replies >= limit;
  return (
    <Card as="section" className="usage-meter" aria-labelledby="usage-meter-title">
      <h2 id="usage-meter-title" className="conversations__section-title">
        {t('conversations.usage.title')}
      </h2>
      {limit === null ? (
        <p className="usage-meter__text">{t('conversations.usage.unlimited', { count: replies })}</p>
      ) : (
        <>
          <p className="usage-meter__text">{t('conversations.usage.ofLimit', { count: replies, limit })}</p>
          <div
            className={`usage-meter__bar${reached ? ' usage-meter__bar--full' : ''}`}
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={limit}
            aria-valuenow={Math.min(replies, limit)}
            aria-labelledby="usage-meter-title"
          >
            <span style={{ width: `${percent}%` }} />
          </div>
          {reached && (
            <p className="usage-meter__warning" role="alert">
              {t('conversations.usage.reached')}{' '}
              <ButtonLink to="/plans" size="sm" variant="secondary">
                {t('conversations.usage.upgrade')}
              </ButtonLink>
            </p>
          )}
        </>
      )}
    </Card>
  );
}
