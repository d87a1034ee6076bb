import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '../../components/Button';
import { AuthCard } from '../../features/auth/components/AuthCard';
import { FormMessage } from '../../features/auth/components/FormMessage';
import { PasswordField } from '../../features/auth/components/PasswordField';
import { resetPasswordWithToken } from '../../features/auth/helpers/authRequests';
import { getAuthErrorMessage } from '../../features/auth/helpers/getAuthErrorMessage';
import { validateResetForm } from '../../features/auth/helpers/validateAuthForm';
import { useDelayedNavigate } from '../../features/auth/hooks/useDelayedNavigate';
import { useFlashMessage } from '../../features/auth/hooks/useFlashMessage';
import { ApiError } from '../../lib/apiClient';

/** After a reset the screen goes to login this much later (spec §9). */
export const RESET_REDIRECT_MS = 3000;

type ResetField = 'password' | 'confirmPassword';

/** /reset-password/:token: sets a new password from the mailed link. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const [form, setForm] = useState({ password: '', confirmPassword: '' });
  const [invalidField, setInvalidField] = useState<ResetField | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [message, showMessage] = useFlashMessage();
  const navigateLater = useDelayedNavigate();
  const fields = {
    password: useRef<HTMLInputElement>(null),
    confirmPassword: useRef<HTMLInputElement>(null),
  };

  const update = (field: ResetField, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    if (invalidField === field) setInvalidField(null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || done) return;
    const issue = validateResetForm(form);
    if (issue) {
      setInvalidField(issue.field);
      showMessage('error', t(issue.key));
      fields[issue.field].current?.focus();
      return;
    }
    setInvalidField(null);
    setBusy(true);
    try {
      const body = await resetPasswordWithToken(token, form.password);
      setDone(true);
      showMessage('success', body?.message || t('auth.reset.success'));
      navigateLater('/login?message=password_reset', RESET_REDIRECT_MS, { replace: true });
    } catch (error) {
      const fallback =
        error instanceof ApiError && error.isNetworkError
          ? t('auth.reset.connectionError')
          : t('auth.reset.failed');
      showMessage('error', getAuthErrorMessage(error, fallback));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard
      emblem={done ? 'success' : 'key'}
      tone={done ? 'success' : 'default'}
      title={t('auth.reset.title')}
      subtitle={t('auth.reset.subtitle')}
      footer={<Link to="/login">{t('auth.common.backToLogin')}</Link>}
    >
      <form className="auth-form" onSubmit={onSubmit} noValidate aria-busy={busy}>
        <FormMessage message={message} />
        <PasswordField
          ref={fields.password}
          label={t('auth.common.newPassword')}
          name="new-password"
          autoComplete="new-password"
          showLabel={t('auth.toggle.showNew')}
          hideLabel={t('auth.toggle.hideNew')}
          value={form.password}
          invalid={invalidField === 'password'}
          readOnly={done}
          onChange={(event) => update('password', event.target.value)}
        />
        <PasswordField
          ref={fields.confirmPassword}
          label={t('auth.common.confirmNewPassword')}
          name="confirm-password"
          autoComplete="new-password"
          showLabel={t('auth.toggle.showConfirm')}
          hideLabel={t('auth.toggle.hideConfirm')}
          value={form.confirmPassword}
          invalid={invalidField === 'confirmPassword'}
          readOnly={done}
          onChange={(event) => update('confirmPassword', event.target.value)}
        />
        <Button type="submit" size="lg" block disabled={busy || done}>
          {busy ? t('auth.reset.submitting') : t('auth.reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
