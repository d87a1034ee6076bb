import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthFormShell } from '../../features/auth/components/AuthFormShell';
import { EmailField } from '../../features/auth/components/EmailField';
import { getSuggestedEmail, rememberLastEmail } from '../../features/auth/helpers/accountStorage';
import { requestPasswordReset } from '../../features/auth/helpers/authRequests';
import { getAuthErrorMessage } from '../../features/auth/helpers/getAuthErrorMessage';
import { validateEmailForm } from '../../features/auth/helpers/validateAuthForm';
import { useAuthForm } from '../../features/auth/hooks/useAuthForm';
import { useDelayedNavigate } from '../../features/auth/hooks/useDelayedNavigate';

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
      if (body?.success === false) {
        showMessage('error', t('auth.forgot.failed'));
        return 'idle';
      }
      rememberLastEmail(email);
      showMessage('success', body?.message || t('auth.forgot.success'));
      navigateLater('/login', FORGOT_REDIRECT_MS);
      return 'done';
    },
    describeError: (error) => getAuthErrorMessage(error, t('auth.forgot.connectionError')),
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
