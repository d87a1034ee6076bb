import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  AuthFormShell,
  AuthPasswordField,
  getAuthErrorMessage,
  resetPasswordWithToken,
  useAuthForm,
  useDelayedNavigate,
  validateResetForm,
} from '../../features/auth';
import { ApiError } from '../../lib/apiClient';

/** After a reset the screen goes to login this much later (spec §9). */
export const RESET_REDIRECT_MS = 3000;

/** /reset-password/:token: sets a new password from the mailed link. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const navigateLater = useDelayedNavigate();
  const form = useAuthForm({
    initial: { password: '', confirmPassword: '' },
    validate: validateResetForm,
    action: async ({ password }, { showMessage }) => {
      const body = await resetPasswordWithToken(token, password);
      showMessage('success', body?.message || t('auth.reset.success'));
      navigateLater('/login?message=password_reset', RESET_REDIRECT_MS, { replace: true });
      return 'done';
    },
    describeError: (error) => {
      const reached = !(error instanceof ApiError && error.isNetworkError);
      return getAuthErrorMessage(error, reached ? t('auth.reset.failed') : t('auth.reset.connectionError'));
    },
  });
  const done = form.phase === 'done';

  return (
    <AuthFormShell
      emblem={done ? 'success' : 'key'}
      tone={done ? 'success' : 'default'}
      title={t('auth.reset.title')}
      subtitle={t('auth.reset.subtitle')}
      footer={<Link to="/login">{t('auth.common.backToLogin')}</Link>}
      form={form}
      submitLabel={t('auth.reset.submit')}
      busyLabel={t('auth.reset.submitting')}
    >
      <AuthPasswordField purpose="new" {...form.field('password')} />
      <AuthPasswordField purpose="confirmNew" {...form.field('confirmPassword')} />
    </AuthFormShell>
  );
}
