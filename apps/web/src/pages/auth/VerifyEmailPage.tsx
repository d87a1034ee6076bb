import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { Button } from '../../components/Button';
import { ButtonLink } from '../../components/ButtonLink';
import type { VerifyEmailLocationState } from '../../features/auth';
import {
  AuthStatusCard,
  createSingleUseRequests,
  FormMessage,
  getAuthErrorMessage,
  getSuggestedEmail,
  useDelayedNavigate,
  useFlashMessage,
  useResendVerification,
  verifyEmailToken,
} from '../../features/auth';
import { ApiError } from '../../lib/apiClient';

/** After a verification the screen goes to login this much later (spec §9). */
export const VERIFY_REDIRECT_MS = 3000;

type Verification =
  | { status: 'idle' }
  | { status: 'verifying' }
  | { status: 'success'; alreadyVerified: boolean; message: string | undefined }
  | { status: 'error'; message: string | undefined };

type Outcome = Exclude<Verification, { status: 'idle' } | { status: 'verifying' }>;

/** One request per token, however often the screen mounts (a token is single use). */
const verifyOnce = createSingleUseRequests<Outcome>();

function verify(token: string): Promise<Outcome> {
  return verifyEmailToken(token).then(
    (body): Outcome => ({ status: 'success', alreadyVerified: false, message: body?.message }),
    (error): Outcome =>
      error instanceof ApiError && error.code === 'ALREADY_VERIFIED'
        ? { status: 'success', alreadyVerified: true, message: error.message || undefined }
        : { status: 'error', message: getAuthErrorMessage(error, '') || undefined },
  );
}

/** Where a verified user goes: login, with the notice of a new or an earlier verification. */
function getLoginPath(alreadyVerified: boolean): string {
  return `/login?message=${alreadyVerified ? 'already_verified' : 'verified'}`;
}

/**
 * /verify-email, /auth/verify-email and /auth/verify-email/:token. With a token it verifies at
 * once and goes to login; without one it thanks the new user and offers to resend the mail.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const { token: routeToken } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const token = routeToken ?? params.get('token') ?? '';
  const navigateLater = useDelayedNavigate();
  const [verification, setVerification] = useState<Verification>(
    token ? { status: 'verifying' } : { status: 'idle' },
  );
  const registeredMessage = (location.state as VerifyEmailLocationState | null)?.message;
  const [message, showMessage] = useFlashMessage(
    registeredMessage ? { kind: 'success', text: registeredMessage } : null,
  );
  const { sending, resend } = useResendVerification();
  const [email] = useState(getSuggestedEmail);

  useEffect(() => {
    if (!token) return;
    let active = true;
    setVerification({ status: 'verifying' });
    void verifyOnce(token, () => verify(token)).then((outcome) => {
      if (!active) return;
      setVerification(outcome);
      if (outcome.status === 'success') {
        navigateLater(getLoginPath(outcome.alreadyVerified), VERIFY_REDIRECT_MS, { replace: true });
      }
    });
    return () => {
      active = false;
    };
  }, [token, navigateLater]);

  const onResend = async () => {
    if (!email) {
      showMessage('error', t('auth.verify.emailNotFound'));
      return;
    }
    const outcome = await resend(email);
    if (outcome.ok) showMessage('success', t('auth.verify.emailResent'));
    else showMessage('error', getAuthErrorMessage(outcome.error, t('auth.verify.resendFailed')));
  };

  const resendActions = (
    <>
      <Button variant="secondary" block onClick={onResend} disabled={sending}>
        {sending ? t('auth.verify.resending') : t('auth.verify.resend')}
      </Button>
      <ButtonLink to="/login" block>
        {t('auth.common.goToLogin')}
      </ButtonLink>
    </>
  );
  const otherEmailLink = <Link to="/resend-verification">{t('auth.verify.otherEmail')}</Link>;

  if (verification.status === 'verifying') {
    return (
      <AuthStatusCard
        kind="loading"
        title={t('auth.verify.verifyingTitle')}
        text={t('auth.verify.verifyingText')}
      />
    );
  }

  if (verification.status === 'success') {
    const { alreadyVerified } = verification;
    return (
      <AuthStatusCard
        kind="success"
        title={alreadyVerified ? t('auth.verify.alreadyTitle') : t('auth.verify.successTitle')}
        hint={t('auth.verify.redirecting')}
        actions={
          <ButtonLink to={getLoginPath(alreadyVerified)} block replace>
            {t('auth.common.goToLogin')}
          </ButtonLink>
        }
      >
        <FormMessage
          message={{
            kind: alreadyVerified ? 'info' : 'success',
            text:
              verification.message ??
              (alreadyVerified ? t('auth.login.alreadyVerified') : t('auth.verify.success')),
          }}
        />
      </AuthStatusCard>
    );
  }

  if (verification.status === 'error') {
    return (
      <AuthStatusCard
        kind="error"
        title={t('auth.verify.errorTitle')}
        actions={resendActions}
        links={otherEmailLink}
      >
        <FormMessage
          message={{ kind: 'error', text: verification.message ?? t('auth.verify.verificationFailed') }}
        />
        <FormMessage message={message} />
      </AuthStatusCard>
    );
  }

  return (
    <AuthStatusCard
      kind="mail"
      title={t('auth.verify.idleTitle')}
      text={email ? t('auth.verify.idleTextEmail', { email }) : t('auth.verify.idleText')}
      hint={t('auth.verify.spamHint')}
      actions={resendActions}
      links={otherEmailLink}
    >
      <FormMessage message={message} />
    </AuthStatusCard>
  );
}
