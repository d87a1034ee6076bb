import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  AuthFormShell,
  AuthPasswordField,
  changePasswordRequest,
  findServerField,
  getAuthErrorMessage,
  InactivityLogoutToggle,
  useAuthForm,
  useDelayedNavigate,
  validateChangePasswordForm,
} from '../../features/auth';
import { ApiError } from '../../lib/apiClient';

/** After a change the screen goes to the profile this much later (spec §9). */
export const CHANGE_PASSWORD_REDIRECT_MS = 2000;

/** The form field each server field error is about, in the order of the form. */
const SERVER_FIELDS = { current_password: 'currentPassword', new_password: 'newPassword' } as const;

/** /change-password (signed in): current, new and confirmation; then back to the profile. */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const navigateLater = useDelayedNavigate();
  const form = useAuthForm({
    initial: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: validateChangePasswordForm,
    action: async ({ currentPassword, newPassword }, { showMessage }) => {
      const body = await changePasswordRequest(currentPassword, newPassword);
      showMessage('success', body?.message || t('auth.changePassword.success'));
      navigateLater('/profile', CHANGE_PASSWORD_REDIRECT_MS);
      return 'done';
    },
    describeError: (error, { pointAt }) => {
      const field = findServerField(error, SERVER_FIELDS);
      if (field) pointAt(field);
      const fallback =
        error instanceof ApiError && error.isNetworkError
          ? t('auth.common.connectionError')
          : t('auth.changePassword.failed');
      return getAuthErrorMessage(error, fallback);
    },
  });
  const done = form.phase === 'done';

  return (
    <AuthFormShell
      emblem={done ? 'success' : 'key'}
      tone={done ? 'success' : 'default'}
      title={t('auth.changePassword.title')}
      subtitle={t('auth.changePassword.subtitle')}
      footer={<Link to="/profile">{t('auth.changePassword.backToProfile')}</Link>}
      form={form}
      submitLabel={t('auth.changePassword.submit')}
      busyLabel={t('auth.changePassword.submitting')}
      after={<InactivityLogoutToggle />}
    >
      <AuthPasswordField purpose="current" {...form.field('currentPassword')} />
      <AuthPasswordField purpose="new" {...form.field('newPassword')} />
      <AuthPasswordField purpose="confirmNew" {...form.field('confirmPassword')} />
    </AuthFormShell>
  );
}
