import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/Button';
import { AuthCard } from '../../features/auth/components/AuthCard';
import { FormMessage } from '../../features/auth/components/FormMessage';
import { TextField } from '../../features/auth/components/TextField';
import { getSuggestedEmail, rememberLastEmail } from '../../features/auth/helpers/accountStorage';
import { requestPasswordReset } from '../../features/auth/helpers/authRequests';
import { getAuthErrorMessage } from '../../features/auth/helpers/getAuthErrorMessage';
import { validateEmailForm } from '../../features/auth/helpers/validateAuthForm';
import { useDelayedNavigate } from '../../features/auth/hooks/useDelayedNavigate';
import { useFlashMessage } from '../../features/auth/hooks/useFlashMessage';

/** After the reset mail is sent the screen goes to login this much later (spec §9). */
export const FORGOT_REDIRECT_MS = 3000;

/** /forgot-password: mails a link to set a new password. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState(getSuggestedEmail);
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [message, showMessage] = useFlashMessage();
  const navigateLater = useDelayedNavigate();
  const emailRef = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || sent) return;
    const issue = validateEmailForm(email, 'auth.validation.emailRequired');
    if (issue) {
      setInvalid(true);
      showMessage('error', t(issue.key));
      emailRef.current?.focus();
      return;
    }
    setInvalid(false);
    setBusy(true);
    try {
      const body = await requestPasswordReset(email);
      if (body?.success === false) {
        showMessage('error', t('auth.forgot.failed'));
        return;
      }
      rememberLastEmail(email);
      setSent(true);
      showMessage('success', body?.message || t('auth.forgot.success'));
      navigateLater('/login', FORGOT_REDIRECT_MS);
    } catch (error) {
      showMessage('error', getAuthErrorMessage(error, t('auth.forgot.connectionError')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard
      emblem="key"
      tone={sent ? 'success' : 'default'}
      title={t('auth.forgot.title')}
      subtitle={t('auth.forgot.subtitle')}
      footer={<Link to="/login">{t('auth.common.backToLogin')}</Link>}
    >
      <form className="auth-form" onSubmit={onSubmit} noValidate aria-busy={busy}>
        <FormMessage message={message} />
        <TextField
          ref={emailRef}
          label={t('auth.common.email')}
          type="email"
          name="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t('auth.common.emailPlaceholder')}
          value={email}
          invalid={invalid}
          readOnly={sent}
          onChange={(event) => {
            setEmail(event.target.value);
            setInvalid(false);
          }}
        />
        <Button type="submit" size="lg" block disabled={busy || sent}>
          {busy ? t('auth.forgot.submitting') : t('auth.forgot.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
