import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PRODUCT_SLUG } from '../../config/product';
import {
  AuthDivider,
  AuthFormShell,
  AuthPasswordField,
  type AuthState,
  EmailField,
  FormMessage,
  GoogleSignInButton,
  getAfterLoginPath,
  getAuthErrorMessage,
  getLoginErrorMessage,
  getLoginNotice,
  getSuggestedEmail,
  rememberLastEmail,
  useAuthForm,
  useAuthStore,
  useFlashMessage,
  useResendVerification,
  validateEmailForm,
  validateLoginForm,
} from '../../features/auth';
import { ApiError } from '../../lib/apiClient';

const selectIsAuthenticated = (state: AuthState) => state.isAuthenticated;

/** Paths of bot creation: whoever comes from them is invited to create a Plubot after logging in. */
const CREATION_PATHS = [`/${PRODUCT_SLUG}/create`, '/welcome', '/factory', '/personalization'];
function isCreationPath(path: string): boolean {
  return CREATION_PATHS.some(
    (prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`),
  );
}

/** /login: e-mail and password or Google; back to where the visitor was going afterwards. */
export function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const isAuthenticated = useAuthStore(selectIsAuthenticated);

  const target = getAfterLoginPath(
    params.get('redirect'),
    (location.state as { from?: unknown } | null)?.from,
  );
  const fromCreate = isCreationPath(target);

  const [needsVerification, setNeedsVerification] = useState(false);
  const [resendMessage, showResendMessage, clearResendMessage] = useFlashMessage();
  const { sending: resending, resend } = useResendVerification();
  const form = useAuthForm({
    initial: () => ({ email: getSuggestedEmail(), password: '' }),
    validate: validateLoginForm,
    onType: (field, value) => {
      if (field === 'email') rememberLastEmail(value);
    },
    before: () => {
      setNeedsVerification(false);
      clearResendMessage();
    },
    clearMessageWhileBusy: true,
    action: async ({ email, password }, { showMessage }) => {
      await useAuthStore.getState().login(email, password);
      showMessage('success', t('auth.login.success'));
      return 'leaving';
    },
    describeError: (error, { setValue, pointAt }) => {
      if (error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED') {
        setNeedsVerification(true);
        return getAuthErrorMessage(error, t('auth.common.connectionError'));
      }
      if (error instanceof ApiError && error.code === 'INVALID_CREDENTIALS') {
        setValue('password', '');
        pointAt('password');
        return error.message || t('auth.common.connectionError');
      }
      return getLoginErrorMessage(error, t('auth.common.connectionError'));
    },
  });

  const query = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the notice follows the query string only
  useEffect(() => {
    const notice = getLoginNotice(new URLSearchParams(query));
    if (notice) form.showMessage(notice.kind, t(notice.key));
  }, [query]);

  // Signed in (now or already): go where the visitor was heading.
  useEffect(() => {
    if (isAuthenticated) navigate(target, { replace: true });
  }, [isAuthenticated, navigate, target]);

  const resendVerification = async () => {
    const { email } = form.values;
    const issue = validateEmailForm(email, 'auth.validation.loginResendEmailRequired');
    if (issue) {
      form.pointAt('email');
      showResendMessage('error', t(issue.key));
      return;
    }
    const outcome = await resend(email);
    if (outcome.ok) showResendMessage('success', outcome.message || t('auth.login.resendSent'));
    else showResendMessage('error', getAuthErrorMessage(outcome.error, t('auth.resend.error')));
  };

  const resendBox = (
    <div className="auth-resend">
      <button type="button" className="auth-link-button" onClick={resendVerification} disabled={resending}>
        {resending ? t('auth.login.resending') : t('auth.login.resendVerification')}
      </button>
      <FormMessage message={resendMessage} />
    </div>
  );

  return (
    <AuthFormShell
      title={t('auth.login.title')}
      subtitle={fromCreate ? t('auth.login.subtitleCreate') : t('auth.login.subtitle')}
      footer={
        <p className="auth-card__footer-line">
          {t('auth.login.noAccount')} <Link to="/register">{t('auth.login.registerLink')}</Link>
        </p>
      }
      form={form}
      submitLabel={t('auth.login.submit')}
      busyLabel={t('auth.login.submitting')}
      messageExtra={needsVerification && resendBox}
      after={
        <>
          <AuthDivider />
          <GoogleSignInButton
            isRegister={false}
            getEmail={() => form.values.email}
            redirect={target}
            disabled={form.phase === 'busy'}
          />
          <div className="auth-links">
            <Link to="/resend-verification">{t('auth.login.resendLink')}</Link>
          </div>
        </>
      }
    >
      <EmailField {...form.field('email')} />
      <AuthPasswordField purpose="login" {...form.field('password')} />
      <div className="auth-form__row">
        <Link to="/forgot-password">{t('auth.login.forgotPassword')}</Link>
      </div>
    </AuthFormShell>
  );
}
