import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/Button';
import { PRODUCT_SLUG } from '../../config/product';
import { AuthCard } from '../../features/auth/components/AuthCard';
import { AuthDivider } from '../../features/auth/components/AuthDivider';
import { FormMessage } from '../../features/auth/components/FormMessage';
import { GoogleSignInButton } from '../../features/auth/components/GoogleSignInButton';
import { PasswordField } from '../../features/auth/components/PasswordField';
import { TextField } from '../../features/auth/components/TextField';
import { getSuggestedEmail, rememberLastEmail } from '../../features/auth/helpers/accountStorage';
import { resendVerificationEmail } from '../../features/auth/helpers/authRequests';
import { getAuthErrorMessage, getLoginErrorMessage } from '../../features/auth/helpers/getAuthErrorMessage';
import { getLoginNotice } from '../../features/auth/helpers/getLoginNotice';
import { getAfterLoginPath } from '../../features/auth/helpers/getSafeRedirectPath';
import { validateEmailForm, validateLoginForm } from '../../features/auth/helpers/validateAuthForm';
import { useFlashMessage } from '../../features/auth/hooks/useFlashMessage';
import { type AuthState, useAuthStore } from '../../features/auth/stores/useAuthStore';
import { ApiError } from '../../lib/apiClient';

const selectIsAuthenticated = (state: AuthState) => state.isAuthenticated;

type LoginField = 'email' | 'password';

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

  const [email, setEmail] = useState(getSuggestedEmail);
  const [password, setPassword] = useState('');
  const [invalidField, setInvalidField] = useState<LoginField | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, showMessage, clearMessage] = useFlashMessage();
  const [needsVerification, setNeedsVerification] = useState(false);
  const [resending, setResending] = useState(false);
  const [resendMessage, showResendMessage, clearResendMessage] = useFlashMessage();
  const fields = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  const query = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the notice follows the query string only
  useEffect(() => {
    const notice = getLoginNotice(new URLSearchParams(query));
    if (notice) showMessage(notice.kind, t(notice.key));
  }, [query]);

  // Signed in (now or already): go where the visitor was heading.
  useEffect(() => {
    if (isAuthenticated) navigate(target, { replace: true });
  }, [isAuthenticated, navigate, target]);

  const point = (field: LoginField, text: string) => {
    setInvalidField(field);
    showMessage('error', text);
    fields[field].current?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setNeedsVerification(false);
    clearResendMessage();
    const issue = validateLoginForm({ email, password });
    if (issue) {
      point(issue.field, t(issue.key));
      return;
    }
    setInvalidField(null);
    clearMessage();
    setBusy(true);
    try {
      await useAuthStore.getState().login(email, password);
      showMessage('success', t('auth.login.success'));
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED') {
        setNeedsVerification(true);
        showMessage('error', getAuthErrorMessage(error, t('auth.common.connectionError')));
      } else if (error instanceof ApiError && error.code === 'INVALID_CREDENTIALS') {
        setInvalidField('password');
        showMessage('error', error.message || t('auth.common.connectionError'));
        setPassword('');
        fields.password.current?.focus();
      } else {
        showMessage('error', getLoginErrorMessage(error, t('auth.common.connectionError')));
      }
    }
  };

  const resend = async () => {
    const issue = validateEmailForm(email, 'auth.validation.loginResendEmailRequired');
    if (issue) {
      setInvalidField('email');
      showResendMessage('error', t(issue.key));
      fields.email.current?.focus();
      return;
    }
    setResending(true);
    try {
      const body = await resendVerificationEmail(email);
      showResendMessage('success', body?.message || t('auth.login.resendSent'));
    } catch (error) {
      showResendMessage('error', getAuthErrorMessage(error, t('auth.resend.error')));
    } finally {
      setResending(false);
    }
  };

  return (
    <AuthCard
      title={t('auth.login.title')}
      subtitle={fromCreate ? t('auth.login.subtitleCreate') : t('auth.login.subtitle')}
      footer={
        <p className="auth-card__footer-line">
          {t('auth.login.noAccount')} <Link to="/register">{t('auth.login.registerLink')}</Link>
        </p>
      }
    >
      <form className="auth-form" onSubmit={onSubmit} noValidate aria-busy={busy}>
        <FormMessage message={message}>
          {needsVerification && (
            <div className="auth-resend">
              <button type="button" className="auth-link-button" onClick={resend} disabled={resending}>
                {resending ? t('auth.login.resending') : t('auth.login.resendVerification')}
              </button>
              <FormMessage message={resendMessage} />
            </div>
          )}
        </FormMessage>
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
          value={email}
          invalid={invalidField === 'email'}
          onChange={(event) => {
            setEmail(event.target.value);
            rememberLastEmail(event.target.value);
            if (invalidField === 'email') setInvalidField(null);
          }}
        />
        <PasswordField
          ref={fields.password}
          label={t('auth.common.password')}
          name="password"
          autoComplete="current-password"
          showLabel={t('auth.toggle.showPassword')}
          hideLabel={t('auth.toggle.hidePassword')}
          value={password}
          invalid={invalidField === 'password'}
          onChange={(event) => {
            setPassword(event.target.value);
            if (invalidField === 'password') setInvalidField(null);
          }}
        />
        <div className="auth-form__row">
          <Link to="/forgot-password">{t('auth.login.forgotPassword')}</Link>
        </div>
        <Button type="submit" size="lg" block disabled={busy}>
          {busy ? t('auth.login.submitting') : t('auth.login.submit')}
        </Button>
      </form>

      <AuthDivider />
      <GoogleSignInButton isRegister={false} getEmail={() => email} redirect={target} disabled={busy} />

      <div className="auth-links">
        <Link to="/resend-verification">{t('auth.login.resendLink')}</Link>
      </div>
    </AuthCard>
  );
}
