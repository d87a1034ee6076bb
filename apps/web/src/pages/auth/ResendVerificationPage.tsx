import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/Button';
import { AuthCard } from '../../features/auth/components/AuthCard';
import { FormMessage } from '../../features/auth/components/FormMessage';
import { TextField } from '../../features/auth/components/TextField';
import { getSuggestedEmail, rememberLastEmail } from '../../features/auth/helpers/accountStorage';
import { getAuthErrorMessage } from '../../features/auth/helpers/getAuthErrorMessage';
import { validateEmailForm } from '../../features/auth/helpers/validateAuthForm';
import { useFlashMessage } from '../../features/auth/hooks/useFlashMessage';
import { useResendVerification } from '../../features/auth/hooks/useResendVerification';

/** /resend-verification: sends the verification link again to the e-mail typed. */
export function ResendVerificationPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState(getSuggestedEmail);
  const [invalid, setInvalid] = useState(false);
  const [sent, setSent] = useState(false);
  const [message, showMessage] = useFlashMessage();
  const { sending, resend } = useResendVerification();
  const emailRef = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const issue = validateEmailForm(email, 'auth.validation.resendEmailRequired');
    if (issue) {
      setInvalid(true);
      showMessage('error', t(issue.key));
      emailRef.current?.focus();
      return;
    }
    setInvalid(false);
    const outcome = await resend(email);
    if (outcome.ok) {
      setSent(true);
      rememberLastEmail(email);
      showMessage('success', outcome.message || t('auth.resend.sent'));
    } else {
      showMessage('error', getAuthErrorMessage(outcome.error, t('auth.resend.error')));
    }
  };

  return (
    <AuthCard
      emblem="mail"
      tone={sent ? 'success' : 'default'}
      title={t('auth.resend.title')}
      subtitle={sent ? t('auth.resend.subtitleSent') : t('auth.resend.subtitle')}
      footer={<Link to="/login">{t('auth.common.backToLogin')}</Link>}
    >
      <form className="auth-form" onSubmit={onSubmit} noValidate aria-busy={sending}>
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
          onChange={(event) => {
            setEmail(event.target.value);
            setInvalid(false);
          }}
        />
        <Button type="submit" size="lg" block disabled={sending}>
          {sending ? t('auth.resend.submitting') : t('auth.resend.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
