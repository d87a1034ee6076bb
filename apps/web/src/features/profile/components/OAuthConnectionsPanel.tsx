import { OAUTH_PROVIDER_OF, type OAuthService } from '@plubot/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Card } from '../../../components/Card';
import { getErrorMessage } from '../../../lib/errors/getErrorMessage';
import { useStartConnectionOAuth } from '../hooks/useConnectionOAuth';
import { useConnectionOAuthServices } from '../hooks/useConnections';
import { useServiceConnections } from '../hooks/useServiceConnections';
import { ConnectionsListing } from './ConnectionsListing';
import './integrationPanel.css';
import './TokenConnectionsPanel.css';

/**
 * The Integraciones tab's card of a service connected through its provider's consent — «Tu Google
 * Sheets», «Tu Gmail», «Tu Salesforce», «Tu QuickBooks» (issues #31, #32): what connecting it lets
 * the bots do and exactly what the provider will ask, «Conectar con Google» / «Conectar con
 * Salesforce» / «Conectar con Intuit» (the provider's consent; nothing to paste), and the owner's
 * connections of it, each shown by its account (and Salesforce's by its org too). The service's texts are `connections.<service>.*`, the provider's
 * `connections.<provider>.*`. When this server has no client of the provider, it says so instead.
 */
export function OAuthConnectionsPanel({ service }: { service: OAuthService }) {
  const { t } = useTranslation();
  const titleId = useId();
  const provider = OAUTH_PROVIDER_OF[service];
  const state = useServiceConnections(service, (name) => t(`connections.${service}.testOk`, { name }));
  const available = useConnectionOAuthServices();
  const start = useStartConnectionOAuth(service);
  const { full, limit } = state;
  return (
    <Card as="section" className="token-connections" aria-labelledby={titleId}>
      <div className="token-connections__intro">
        <h2 id={titleId} className="integration-panel__title">
          {t(`connections.${service}.title`)}
        </h2>
        <p className="integration-panel__text">{t(`connections.${service}.text`)}</p>
        <p className="integration-panel__text">{t(`connections.${service}.safety`)}</p>
      </div>

      <div className="integration-panel__stack token-connections__connect">
        <p className="integration-panel__text">{t(`connections.${service}.permissions`)}</p>
        {available === undefined ? null : !available.includes(service) ? (
          <p className="integration-panel__state">{t(`connections.${provider}.notConfigured`)}</p>
        ) : full ? (
          <p className="integration-panel__state">{t(`connections.${service}.limitReached`, { limit })}</p>
        ) : (
          <div>
            <Button onClick={() => start.mutate()} disabled={start.isPending || start.isSuccess}>
              {start.isPending || start.isSuccess
                ? t(`connections.${provider}.redirecting`)
                : t(`connections.${provider}.connect`)}
            </Button>
            {start.isError && (
              <p className="integration-form__error" role="alert">
                {getErrorMessage(start.error, t(`connections.${provider}.startFailed`))}
              </p>
            )}
          </div>
        )}
      </div>

      <ConnectionsListing
        state={state}
        className="token-connections__listing"
        headingClassName="token-connections__subtitle"
        texts={{
          listTitle: t(`connections.${service}.listTitle`),
          empty: t(`connections.${service}.empty`),
          removeText: t(`connections.${service}.removeText`),
          secret: () => t(`connections.${provider}.secretFact`),
        }}
        renderFacts={(connection) => (
          <>
            {connection.settings.account ? (
              <span>{t(`connections.${provider}.account`, { account: connection.settings.account })}</span>
            ) : null}
            {connection.settings.instance ? (
              <span>{t('connections.instance', { instance: connection.settings.instance })}</span>
            ) : null}
          </>
        )}
      />
    </Card>
  );
}
