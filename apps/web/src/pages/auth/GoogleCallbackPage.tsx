import type { ErrorCode } from '@plubot/contracts';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/ButtonLink';
import {
  AuthStatusCard,
  completeGoogleCallback,
  createSingleUseRequests,
  DEFAULT_AFTER_LOGIN_PATH,
  decodeGoogleState,
  forgetGoogleAuthEmail,
  useAuthStore,
  useDelayedNavigate,
} from '../../features/auth';
import { ApiError } from '../../lib/apiClient';
import { getErrorMessage } from '../../lib/errors/getErrorMessage';

/** Timings of spec §9: success goes on after 1.5 s, an error back to login after 3 s. */
export const GOOGLE_SUCCESS_REDIRECT_MS = 1500;
export const GOOGLE_ERROR_REDIRECT_MS = 3000;

type CallbackState =
  | { status: 'loading' }
  | { status: 'success'; message: string; redirect: string }
  | { status: 'error'; message: string };

type Outcome = Exclude<CallbackState, { status: 'loading' }>;

/** One exchange per authorisation code, however often the screen mounts (a code is single use). */
const exchangeOnce = createSingleUseRequests<Outcome>();

/**
 * /auth/google/callback: Google sends the browser back here with `code` and `state` (or `error`).
 * The server exchanges the code for a session; the screen shows Procesando → ¡Éxito! or Error.
 */
export function GoogleCallbackPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigateLater = useDelayedNavigate();
  const [state, setState] = useState<CallbackState>({ status: 'loading' });

  const code = params.get('code');
  const oauthState = params.get('state');
  const iss = params.get('iss');
  const error = params.get('error');
  const errorDescription = params.get('error_description');

  useEffect(() => {
    let active = true;
    const finish = (outcome: Outcome) => {
      if (!active) return;
      setState(outcome);
      forgetGoogleAuthEmail();
      if (outcome.status === 'success') {
        navigateLater(outcome.redirect, GOOGLE_SUCCESS_REDIRECT_MS, { replace: true });
      } else {
        navigateLater('/login', GOOGLE_ERROR_REDIRECT_MS, { replace: true });
      }
    };

    if (error) {
      finish({
        status: 'error',
        message: errorDescription || t('auth.googleCallback.errorCode', { code: error }),
      });
    } else if (!code) {
      finish({ status: 'error', message: t('auth.googleCallback.missingCode') });
    } else {
      const key = `${code}\n${oauthState ?? ''}`;
      void exchangeOnce(key, () => exchange(code, oauthState ?? '', iss, t)).then(finish);
    }
    return () => {
      active = false;
    };
  }, [code, oauthState, iss, error, errorDescription, navigateLater, t]);

  if (state.status === 'loading') {
    return (
      <AuthStatusCard
        kind="loading"
        title={t('auth.googleCallback.loadingTitle')}
        text={t('auth.googleCallback.loadingText')}
      />
    );
  }

  if (state.status === 'success') {
    return (
      <AuthStatusCard kind="success" title={t('auth.googleCallback.successTitle')} text={state.message} />
    );
  }

  return (
    <AuthStatusCard
      kind="error"
      title={t('auth.googleCallback.errorTitle')}
      text={state.message}
      hint={t('auth.googleCallback.redirectingLogin')}
      actions={
        <ButtonLink to="/login" replace block>
          {t('auth.googleCallback.backToLogin')}
        </ButtonLink>
      }
    />
  );
}

/** Server codes of a sign-in whose state or authorisation code is no longer valid. */
const INVALID_TOKEN_CODES = new Set(['GOOGLE_INVALID_STATE', 'GOOGLE_EXCHANGE_FAILED']);
/**
 * Server codes whose own message tells the user what to do (not configured, Google down, a sign-in
 * started in another browser, …).
 */
const EXPLAINED_CODES = new Set<ErrorCode>([
  'GOOGLE_NOT_CONFIGURED',
  'GOOGLE_UNAVAILABLE',
  'GOOGLE_EMAIL_UNVERIFIED',
  'GOOGLE_BROWSER_MISMATCH',
]);

/** Asks the server to finish the sign-in and starts the session; never throws. */
async function exchange(
  code: string,
  oauthState: string,
  iss: string | null,
  t: TFunction,
): Promise<Outcome> {
  try {
    const body = await completeGoogleCallback({ code, state: oauthState, iss });
    const succeeded = body?.success === true || body?.status === 'success';
    if (!succeeded) return { status: 'error', message: body?.message || t('auth.googleCallback.failed') };
    if (!body.access_token) return { status: 'error', message: t('auth.googleCallback.missingToken') };
    if (!body.user) return { status: 'error', message: t('auth.googleCallback.noUser') };
    useAuthStore.getState().setSession(body.user, body.access_token, body.refresh_token);
    const redirect = decodeGoogleState(body.state)?.redirect ?? DEFAULT_AFTER_LOGIN_PATH;
    return { status: 'success', message: body.message || t('auth.googleCallback.successText'), redirect };
  } catch (error) {
    if (error instanceof ApiError) {
      // A state or code that is no longer good reads as the spec's invalid-token message; an
      // unexplained server failure as 'Error del servidor: {status}'; anything else (Google not
      // configured or down, an unverified Google e-mail) keeps the server's own explanation.
      if (error.status === 401 || (error.code !== undefined && INVALID_TOKEN_CODES.has(error.code))) {
        return { status: 'error', message: t('auth.googleCallback.invalidToken') };
      }
      const explained = error.code !== undefined && EXPLAINED_CODES.has(error.code);
      if (explained) return { status: 'error', message: getErrorMessage(error) };
      if (error.status >= 500) {
        return { status: 'error', message: t('auth.googleCallback.serverError', { status: error.status }) };
      }
      if (error.message) return { status: 'error', message: error.message };
      if (error.status > 0) {
        return { status: 'error', message: t('auth.googleCallback.serverError', { status: error.status }) };
      }
    }
    return { status: 'error', message: t('auth.common.connectionError') };
  }
}
