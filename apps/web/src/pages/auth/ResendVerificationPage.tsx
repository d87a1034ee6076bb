import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  AuthFormShell,
  EmailField,
  getAuthErrorMessage,
  getSuggestedEmail,
  rememberLastEmail,
  resendVerificationEmail,
  useAuthForm,
  validateEmailForm,
} from '../../features/auth';

/** /resend-verification: sends the verification link again to the e-mail typed. */
export function ResendVerificationPage() {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const form = useAuthForm({
    initial: () => ({ email: getSuggestedEmail() }),
    validate: ({ email }) => validateEmailForm(email, 'auth.validation.resendEmailRequired'),
    action: async ({ email }, { showMessage }) => {
      const body = await resendVerificationEmail(email);
      setSent(true);
      rememberLastEmail(email);
      showMessage('success', body?.message || t('auth.resend.sent'));
      // The form stays open: the user may ask again, or for another address.
      return 'idle';
    },
    describeError: (error) => getAuthErrorMessage(error, t('auth.resend.error')),
  });

  return (
    <AuthFormShell
      emblem="mail"
      tone={sent ? 'success' : 'default'}
      title={t('auth.resend.title')}
      subtitle={sent ? t('auth.resend.subtitleSent') : t('auth.resend.subtitle')}
      footer={<Link to="/login">{t('auth.common.backToLogin')}</Link>}
      form={form}
      submitLabel={t('auth.resend.submit')}
      busyLabel={t('auth.resend.submitting')}
    >
      <EmailField {...form.field('email')} />
    </AuthFormShell>
  );
}
