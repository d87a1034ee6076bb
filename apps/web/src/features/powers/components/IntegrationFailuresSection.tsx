import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { Spinner } from '../../../components/Spinner';
import { getErrorMessage } from '../../../lib/errors/getErrorMessage';
import { describeIntegrationFailure } from '../helpers/describeIntegrationFailure';
import { useIntegrationFailuresQuery } from '../hooks/useIntegrationFailuresQuery';
import './integrationFailures.css';

/**
 * The bot page's «Errores de integraciones» (issue #31): the power actions (Notion, HubSpot,
 * Mailchimp) that failed after their retries in the last 30 days — what, when, with which
 * connection and the service's answer — and how many are still waiting for their turn.
 */
export function IntegrationFailuresSection({ plubotId }: { plubotId: string }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const failures = useIntegrationFailuresQuery(plubotId);
  // One "now" per answer, so the relative times do not change under the reader between renders.
  const [now] = useState(() => Date.now());
  return (
    <Card
      as="section"
      id="errores-de-integraciones"
      className="integration-failures"
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className="integration-failures__title">
        {t('integrationFailures.title')}
      </h2>
      <p className="integration-failures__text">{t('integrationFailures.text')}</p>
      {failures.isPending ? (
        <Spinner label={t('integrationFailures.loading')} />
      ) : failures.isError ? (
        <div className="integration-failures__state" role="alert">
          <p>{getErrorMessage(failures.error, t('integrationFailures.loadError'))}</p>
          <Button variant="secondary" size="sm" onClick={() => void failures.refetch()}>
            {t('integrationFailures.retry')}
          </Button>
        </div>
      ) : (
        <>
          {failures.data.pending > 0 && (
            <p className="integration-failures__text">
              {t('integrationFailures.pending', { count: failures.data.pending })}
            </p>
          )}
          {failures.data.failures.length === 0 ? (
            <p className="integration-failures__state">{t('integrationFailures.empty')}</p>
          ) : (
            <ul className="integration-failures__list">
              {failures.data.failures.map((failure) => {
                const view = describeIntegrationFailure(failure, t, i18n.language, now);
                return (
                  <li key={view.id} className="integration-failures__item">
                    <p className="integration-failures__what">
                      <strong>{view.what}</strong>{' '}
                      <time dateTime={view.at} title={new Date(view.at).toLocaleString(i18n.language)}>
                        {view.when}
                      </time>
                    </p>
                    <p className="integration-failures__facts">
                      {view.connectionName && (
                        <span>{t('integrationFailures.connection', { name: view.connectionName })}</span>
                      )}
                      <span>{t('integrationFailures.attempts', { count: view.attempts })}</span>
                    </p>
                    <p className="integration-failures__error">
                      {t('integrationFailures.answer', { error: view.error })}
                    </p>
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
    </Card>
  );
}
