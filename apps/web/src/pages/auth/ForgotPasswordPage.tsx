import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  AuthFormShell,
  EmailField,
  getAuthErrorMessage,
  getSuggestedEmail,
  rememberLastEmail,
  requestPasswordReset,
  useAuthForm,
  useDelayedNavigate,
  validateEmailForm,
} from '../../features/auth';
import { ApiError } from '../../lib/apiClient';

/** After the reset mail is sent the screen goes to login this much later (spec §9). */
export const FORGOT_REDIRECT_MS = 3000;

/** /forgot-password: mails a link to set a new password. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigateLater = useDelayedNavigate();
  const form = useAuthForm({
    initial: () => ({ email: getSuggestedEmail() }),
    validate: ({ email }) => validateEmailForm(email, 'auth.validation.emailRequired'),
    action: async ({ email }, { showMessage }) => {
      const body = await requestPasswordReset(email);
      rememberLastEmail(email);
      showMessage('success', body.message || t('auth.forgot.success'));
      navigateLater('/login', FORGOT_REDIRECT_MS);
      return 'done';
    },
    // Spec §8: a refused request says the mail could not be sent; no answer at all is a connection error.
    describeError: (error) =>
      getAuthErrorMessage(
        error,
        error instanceof ApiError && !error.isNetworkError
          ? t('auth.forgot.failed')
          : t('auth.forgot.connectionError'),
      ),
  });

  return (
    <AuthFormShell
      emblem="key"
      tone={form.phase === 'done' ? 'success' : 'default'}
      title={t('auth.forgot.title')}
      subtitle={t('auth.forgot.subtitle')}
      footer={<Link to="/login">{t('auth.common.backToLogin')}</Link>}
      form={form}
      submitLabel={t('auth.forgot.submit')}
      busyLabel={t('auth.forgot.submitting')}
    >
      <EmailField {...form.field('email')} />
    </AuthFormShell>
  );
}
