import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/apiClient';
import { rememberGoogleAuthEmail } from '../helpers/accountStorage';
import { getGoogleAuthUrl } from '../helpers/authRequests';
import { encodeGoogleState } from '../helpers/googleState';

export interface GoogleSignInButtonProps {
  /** Registering ('Registrarse con Google') or signing in ('Iniciar sesión con Google'). */
  isRegister: boolean;
  /** The e-mail typed so far, read when the button is pressed. */
  getEmail: () => string;
  /** Where to land after signing in, carried through Google in the state. */
  redirect?: string;
  disabled?: boolean;
}

/**
 * Starts Google sign-in: asks the server for the provider URL (with the client state: isRegister,
 * e-mail, redirect) and sends the browser there. When the server has no Google client it says so
 * under the button; there is never a pretend sign-in.
 */
export function GoogleSignInButton({
  isRegister,
  getEmail,
  redirect,
  disabled = false,
}: GoogleSignInButtonProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const noticeId = useId();

  const start = async () => {
    setBusy(true);
    setNotice(null);
    const email = getEmail().trim();
    try {
      const state = encodeGoogleState({ isRegister, email, ...(redirect ? { redirect } : {}) });
      const url = await getGoogleAuthUrl(state);
      if (!url) throw new ApiError(200, '');
      rememberGoogleAuthEmail(email);
      window.location.assign(url);
      // The page is leaving; the button stays busy until it does.
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.code === 'GOOGLE_NOT_CONFIGURED') {
        setNotice(t('auth.google.notConfigured'));
      } else if (error instanceof ApiError && error.message) {
        setNotice(error.message);
      } else {
        setNotice(t('auth.google.urlError'));
      }
    }
  };

  return (
    <div className="auth-google">
      <button
        type="button"
        className="auth-google__button"
        onClick={start}
        disabled={disabled || busy}
        aria-describedby={notice ? noticeId : undefined}
      >
        <GoogleLogo />
        <span>
          {busy
            ? t('auth.google.redirecting')
            : isRegister
              ? t('auth.google.register')
              : t('auth.google.login')}
        </span>
      </button>
      {notice && (
        <p id={noticeId} className="auth-google__notice" role="status">
          {notice}
        </p>
      )}
    </div>
  );
}

function GoogleLogo() {
  return (
    <svg viewBox="0 0 48 48" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="#FFC107"
        d="M43.6 20.1H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.6-.4-3.9z"
      />
      <path
        fill="#FF3D00"
        d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.1H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C36.9 39.2 44 34 44 24c0-1.3-.1-2.6-.4-3.9z"
      />
    </svg>
  );
}
