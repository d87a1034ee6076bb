import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../components/ButtonLink';
import { AuthStatusCard, createSingleUseRequests, useDelayedNavigate } from '../features/auth';
import { completeConnectionOAuth, getOAuthServiceNames } from '../features/profile';
import { getErrorMessage } from '../lib/errors/getErrorMessage';

/** Where the owner goes back to: the profile's Integraciones tab, which lists the new connection. */
const INTEGRATIONS_PATH = '/profile?tab=integraciones';
/** A connection made goes back after 1.5 s, as a sign-in does. */
export const CONNECTION_SUCCESS_REDIRECT_MS = 1500;

type Outcome = { status: 'success'; name: string } | { status: 'error'; message: string };

/** One exchange per authorisation code, however often the screen mounts (a code is single use). */
const finishOnce = createSingleUseRequests<Outcome>();

/**
 * /connections/oauth/callback: the provider (Google, Salesforce, Intuit) sends the owner back here
 * after its consent screen (issue #31), with `code` and `state` (Intuit also `realmId`, the
 * QuickBooks company chosen, passed on to the server) — or `error` when they cancelled. The
 * server makes the connection; the screen says so, naming the service the state names, and returns
 * to Integraciones, or shows why it could not.
 */
export function ConnectionOAuthCallbackPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigateLater = useDelayedNavigate();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const code = params.get('code');
  const state = params.get('state');
  const iss = params.get('iss');
  const realmId = params.get('realmId');
  const error = params.get('error');

  useEffect(() => {
    let active = true;
    const names = namesOf(state, t);
    const finish = (next: Outcome) => {
      if (!active) return;
      setOutcome(next);
      if (next.status === 'success') {
        navigateLater(INTEGRATIONS_PATH, CONNECTION_SUCCESS_REDIRECT_MS, { replace: true });
      }
    };
    if (error) {
      finish({
        status: 'error',
        message:
          error === 'access_denied'
            ? t('connections.oauthCallback.cancelled', names)
            : t('connections.oauthCallback.providerError', { ...names, code: error }),
      });
    } else if (!code || !state) {
      finish({ status: 'error', message: t('connections.oauthCallback.missingCode', names) });
    } else {
      void finishOnce(`${code}\n${state}`, async () => {
        try {
          const connection = await completeConnectionOAuth({ code, state, iss, realmId });
          return connection
            ? { status: 'success', name: connection.name }
            : { status: 'error', message: t('connections.oauthCallback.unknownService') };
        } catch (failure) {
          return {
            status: 'error',
            message: getErrorMessage(failure, t('connections.oauthCallback.failed', names)),
          };
        }
      }).then(finish);
    }
    return () => {
      active = false;
    };
  }, [code, state, iss, realmId, error, navigateLater, t]);

  if (outcome === null) {
    return (
      <AuthStatusCard
        kind="loading"
        title={t('connections.oauthCallback.loadingTitle')}
        text={t('connections.oauthCallback.loadingText', namesOf(state, t))}
      />
    );
  }
  if (outcome.status === 'success') {
    return (
      <AuthStatusCard
        kind="success"
        title={t('connections.oauthCallback.successTitle')}
        text={t('connections.oauthCallback.successText', { name: outcome.name })}
      />
    );
  }
  return (
    <AuthStatusCard
      kind="error"
      title={t('connections.oauthCallback.errorTitle')}
      text={outcome.message}
      actions={
        <ButtonLink to={INTEGRATIONS_PATH} replace block>
          {t('connections.oauthCallback.back')}
        </ButtonLink>
      }
    />
  );
}

/** The service and provider the state names, or «el servicio» for both when it names none. */
function namesOf(state: string | null, t: TFunction): { service: string; provider: string } {
  const someService = t('connections.oauthCallback.someService');
  return getOAuthServiceNames(state) ?? { service: someService, provider: someService };
}
