// The public face of features/auth: other features, pages and the app import only this file.
export { AccountPrivacy } from './components/AccountPrivacy';
export { AuthDivider } from './components/AuthDivider';
export { AuthFormShell } from './components/AuthFormShell';
export { AuthPasswordField } from './components/AuthPasswordField';
export { AuthSessionManager } from './components/AuthSessionManager';
export { AuthStatusCard } from './components/AuthStatusCard';
export { EmailField } from './components/EmailField';
export { FormMessage } from './components/FormMessage';
export { GoogleSignInButton } from './components/GoogleSignInButton';
export { InactivityLogoutToggle } from './components/InactivityLogoutToggle';
export { PasswordMatchHint } from './components/PasswordMatchHint';
export { PasswordStrengthMeter } from './components/PasswordStrengthMeter';
export { PreferenceSwitch } from './components/PreferenceSwitch';
export { RequireAuth } from './components/RequireAuth';
export { TextField } from './components/TextField';
export {
  forgetGoogleAuthEmail,
  getLastEmail,
  getSuggestedEmail,
  rememberLastEmail,
} from './helpers/accountStorage';
export {
  changePasswordRequest,
  completeGoogleCallback,
  registerAccount,
  requestPasswordReset,
  resendVerificationEmail,
  resetPasswordWithToken,
  verifyEmailToken,
} from './helpers/authRequests';
export { buildLoginPath } from './helpers/buildLoginPath';
export { createSingleUseRequests } from './helpers/createSingleUseRequests';
export { findServerField } from './helpers/findServerField';
export { getAuthErrorMessage, getLoginErrorMessage } from './helpers/getAuthErrorMessage';
export { getLoginNotice } from './helpers/getLoginNotice';
export { DEFAULT_AFTER_LOGIN_PATH, getAfterLoginPath } from './helpers/getSafeRedirectPath';
export { decodeGoogleState } from './helpers/googleState';
export {
  validateChangePasswordForm,
  validateEmailForm,
  validateLoginForm,
  validateRegisterForm,
  validateResetForm,
} from './helpers/validateAuthForm';
export { useAuthForm } from './hooks/useAuthForm';
export { useDelayedNavigate } from './hooks/useDelayedNavigate';
export { useFlashMessage } from './hooks/useFlashMessage';
export { useLogout } from './hooks/useLogout';
export { useResendVerification } from './hooks/useResendVerification';
export type { AuthState } from './stores/useAuthStore';
export { useAuthStore } from './stores/useAuthStore';
export type { AuthUser, VerifyEmailLocationState } from './types';
