import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { VerifyEmailLocationState } from '../../features/auth';
import {
  AuthDivider,
  AuthFormShell,
  AuthPasswordField,
  EmailField,
  findServerField,
  GoogleSignInButton,
  getAuthErrorMessage,
  getLastEmail,
  PasswordMatchHint,
  PasswordStrengthMeter,
  registerAccount,
  rememberLastEmail,
  TextField,
  useAuthForm,
  validateRegisterForm,
} from '../../features/auth';

/** The form field each server field error is about, in the order of the form. */
const SERVER_FIELDS = { name: 'name', email: 'email', password: 'password' } as const;

/** /register: name, e-mail and a password with its strength meter and live match check. */
export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useAuthForm({
    initial: () => ({ name: '', email: getLastEmail(), password: '', confirmPassword: '' }),
    validate: validateRegisterForm,
    onType: (field, value) => {
      if (field === 'email') rememberLastEmail(value);
    },
    clearMessageWhileBusy: true,
    action: async (submitted, { showMessage }) => {
      const body = await registerAccount(submitted);
      const text = body?.message || t('auth.register.success');
      showMessage('success', text);
      rememberLastEmail(submitted.email);
      navigate('/auth/verify-email', {
        replace: true,
        state: { message: text } satisfies VerifyEmailLocationState,
      });
      return 'leaving';
    },
    describeError: (error, { setInvalidField }) => {
      const field = findServerField(error, SERVER_FIELDS);
      if (field) setInvalidField(field);
      return getAuthErrorMessage(error, t('auth.common.unexpectedError'));
    },
  });
  const { values } = form;

  return (
    <AuthFormShell
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
      footer={
        <p className="auth-card__footer-line">
          {t('auth.register.haveAccount')} <Link to="/login">{t('auth.register.loginLink')}</Link>
        </p>
      }
      form={form}
      submitLabel={t('auth.register.submit')}
      busyLabel={t('auth.register.submitting')}
      after={
        <>
          <AuthDivider />
          <GoogleSignInButton isRegister getEmail={() => values.email} disabled={form.phase === 'busy'} />
        </>
      }
    >
      <TextField
        {...form.field('name')}
        label={t('auth.register.name')}
        name="name"
        autoComplete="name"
        maxLength={80}
        placeholder={t('auth.register.namePlaceholder')}
      />
      <EmailField {...form.field('email')} />
      <AuthPasswordField
        purpose="choose"
        {...form.field('password')}
        hint={<PasswordStrengthMeter password={values.password} />}
      />
      <AuthPasswordField
        purpose="confirm"
        {...form.field('confirmPassword')}
        hint={<PasswordMatchHint password={values.password} confirmation={values.confirmPassword} />}
      />
    </AuthFormShell>
  );
}
