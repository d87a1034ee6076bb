import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/Button';
import { AuthCard } from '../../features/auth/components/AuthCard';
import { AuthDivider } from '../../features/auth/components/AuthDivider';
import { FormMessage } from '../../features/auth/components/FormMessage';
import { GoogleSignInButton } from '../../features/auth/components/GoogleSignInButton';
import { PasswordField } from '../../features/auth/components/PasswordField';
import { PasswordMatchHint } from '../../features/auth/components/PasswordMatchHint';
import { PasswordStrengthMeter } from '../../features/auth/components/PasswordStrengthMeter';
import { TextField } from '../../features/auth/components/TextField';
import { getLastEmail, rememberLastEmail } from '../../features/auth/helpers/accountStorage';
import { registerAccount } from '../../features/auth/helpers/authRequests';
import { getAuthErrorMessage } from '../../features/auth/helpers/getAuthErrorMessage';
import { validateRegisterForm } from '../../features/auth/helpers/validateAuthForm';
import { useFlashMessage } from '../../features/auth/hooks/useFlashMessage';
import type { VerifyEmailLocationState } from '../../features/auth/types';
import { ApiError } from '../../lib/apiClient';

type RegisterField = 'name' | 'email' | 'password' | 'confirmPassword';

/** /register: name, e-mail and a password with its strength meter and live match check. */
export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form, setForm] = useState({ name: '', email: getLastEmail(), password: '', confirmPassword: '' });
  const [invalidField, setInvalidField] = useState<RegisterField | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, showMessage, clearMessage] = useFlashMessage();
  const fields = {
    name: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    confirmPassword: useRef<HTMLInputElement>(null),
  };

  const update = (field: RegisterField, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    if (field === 'email') rememberLastEmail(value);
    if (invalidField === field) setInvalidField(null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const issue = validateRegisterForm(form);
    if (issue) {
      setInvalidField(issue.field);
      showMessage('error', t(issue.key));
      fields[issue.field].current?.focus();
      return;
    }
    setInvalidField(null);
    clearMessage();
    setBusy(true);
    try {
      const body = await registerAccount(form);
      const text = body?.message || t('auth.register.success');
      showMessage('success', text);
      rememberLastEmail(form.email);
      navigate('/auth/verify-email', {
        replace: true,
        state: { message: text } satisfies VerifyEmailLocationState,
      });
    } catch (error) {
      setBusy(false);
      const field = error instanceof ApiError ? firstInvalidField(error.errors) : null;
      if (field) setInvalidField(field);
      showMessage('error', getAuthErrorMessage(error, t('auth.common.unexpectedError')));
    }
  };

  return (
    <AuthCard
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
      footer={
        <p className="auth-card__footer-line">
          {t('auth.register.haveAccount')} <Link to="/login">{t('auth.register.loginLink')}</Link>
        </p>
      }
    >
      <form className="auth-form" onSubmit={onSubmit} noValidate aria-busy={busy}>
        <FormMessage message={message} />
        <TextField
          ref={fields.name}
          label={t('auth.register.name')}
          name="name"
          autoComplete="name"
          maxLength={80}
          placeholder={t('auth.register.namePlaceholder')}
          value={form.name}
          invalid={invalidField === 'name'}
          onChange={(event) => update('name', event.target.value)}
        />
        <TextField
          ref={fields.email}
          label={t('auth.common.email')}
          type="email"
          name="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t('auth.common.emailPlaceholder')}
          value={form.email}
          invalid={invalidField === 'email'}
          onChange={(event) => update('email', event.target.value)}
        />
        <PasswordField
          ref={fields.password}
          label={t('auth.common.password')}
          name="new-password"
          autoComplete="new-password"
          showLabel={t('auth.toggle.showPassword')}
          hideLabel={t('auth.toggle.hidePassword')}
          value={form.password}
          invalid={invalidField === 'password'}
          hint={<PasswordStrengthMeter password={form.password} />}
          onChange={(event) => update('password', event.target.value)}
        />
        <PasswordField
          ref={fields.confirmPassword}
          label={t('auth.common.confirmPassword')}
          name="confirm-password"
          autoComplete="new-password"
          showLabel={t('auth.toggle.showConfirm')}
          hideLabel={t('auth.toggle.hideConfirm')}
          value={form.confirmPassword}
          invalid={invalidField === 'confirmPassword'}
          hint={<PasswordMatchHint password={form.password} confirmation={form.confirmPassword} />}
          onChange={(event) => update('confirmPassword', event.target.value)}
        />
        <Button type="submit" size="lg" block disabled={busy}>
          {busy ? t('auth.register.submitting') : t('auth.register.submit')}
        </Button>
      </form>

      <AuthDivider />
      <GoogleSignInButton isRegister getEmail={() => form.email} disabled={busy} />
    </AuthCard>
  );
}

/** The form field a server 422 is about, in the order of the form. */
function firstInvalidField(errors: Record<string, string[]> | undefined): RegisterField | null {
  if (!errors) return null;
  if (errors.name?.length) return 'name';
  if (errors.email?.length) return 'email';
  if (errors.password?.length) return 'password';
  return null;
}
