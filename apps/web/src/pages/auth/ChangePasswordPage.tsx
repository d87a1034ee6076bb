import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/Button';
import { AuthCard } from '../../features/auth/components/AuthCard';
import { FormMessage } from '../../features/auth/components/FormMessage';
import { InactivityLogoutToggle } from '../../features/auth/components/InactivityLogoutToggle';
import { PasswordField } from '../../features/auth/components/PasswordField';
import { changePasswordRequest } from '../../features/auth/helpers/authRequests';
import { getAuthErrorMessage } from '../../features/auth/helpers/getAuthErrorMessage';
import { validateChangePasswordForm } from '../../features/auth/helpers/validateAuthForm';
import { useDelayedNavigate } from '../../features/auth/hooks/useDelayedNavigate';
import { useFlashMessage } from '../../features/auth/hooks/useFlashMessage';
import { ApiError } from '../../lib/apiClient';

/** After a change the screen goes to the profile this much later (spec §9). */
export const CHANGE_PASSWORD_REDIRECT_MS = 2000;

type ChangeField = 'currentPassword' | 'newPassword' | 'confirmPassword';

const SERVER_FIELDS: Record<string, ChangeField> = {
  current_password: 'currentPassword',
  new_password: 'newPassword',
};

/** /change-password (signed in): current, new and confirmation; then back to the profile. */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const [form, setForm] = useState({ currentPassword: '', newPassword: '', confirmPassword: '' });
  const [invalidField, setInvalidField] = useState<ChangeField | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [message, showMessage] = useFlashMessage();
  const navigateLater = useDelayedNavigate();
  const fields = {
    currentPassword: useRef<HTMLInputElement>(null),
    newPassword: useRef<HTMLInputElement>(null),
    confirmPassword: useRef<HTMLInputElement>(null),
  };

  const update = (field: ChangeField, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    if (invalidField === field) setInvalidField(null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || done) return;
    const issue = validateChangePasswordForm(form);
    if (issue) {
      setInvalidField(issue.field);
      showMessage('error', t(issue.key));
      fields[issue.field].current?.focus();
      return;
    }
    setInvalidField(null);
    setBusy(true);
    try {
      const body = await changePasswordRequest(form.currentPassword, form.newPassword);
      setDone(true);
      showMessage('success', body?.message || t('auth.changePassword.success'));
      navigateLater('/profile', CHANGE_PASSWORD_REDIRECT_MS);
    } catch (error) {
      const serverField =
        error instanceof ApiError
          ? Object.keys(error.errors ?? {})
              .map((key) => SERVER_FIELDS[key])
              .find(Boolean)
          : undefined;
      if (serverField) {
        setInvalidField(serverField);
        fields[serverField].current?.focus();
      }
      const fallback =
        error instanceof ApiError && error.isNetworkError
          ? t('auth.common.connectionError')
          : t('auth.changePassword.failed');
      showMessage('error', getAuthErrorMessage(error, fallback));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard
      emblem={done ? 'success' : 'key'}
      tone={done ? 'success' : 'default'}
      title={t('auth.changePassword.title')}
      subtitle={t('auth.changePassword.subtitle')}
      footer={<Link to="/profile">{t('auth.changePassword.backToProfile')}</Link>}
    >
      <form className="auth-form" onSubmit={onSubmit} noValidate aria-busy={busy}>
        <FormMessage message={message} />
        <PasswordField
          ref={fields.currentPassword}
          label={t('auth.common.currentPassword')}
          name="current-password"
          autoComplete="current-password"
          showLabel={t('auth.toggle.showCurrent')}
          hideLabel={t('auth.toggle.hideCurrent')}
          value={form.currentPassword}
          invalid={invalidField === 'currentPassword'}
          readOnly={done}
          onChange={(event) => update('currentPassword', event.target.value)}
        />
        <PasswordField
          ref={fields.newPassword}
          label={t('auth.common.newPassword')}
          name="new-password"
          autoComplete="new-password"
          showLabel={t('auth.toggle.showNew')}
          hideLabel={t('auth.toggle.hideNew')}
          value={form.newPassword}
          invalid={invalidField === 'newPassword'}
          readOnly={done}
          onChange={(event) => update('newPassword', event.target.value)}
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
          {busy ? t('auth.changePassword.submitting') : t('auth.changePassword.submit')}
        </Button>
      </form>
      <InactivityLogoutToggle />
    </AuthCard>
  );
}
