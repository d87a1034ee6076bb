import type { RouteObject } from 'react-router';
import { RequireAuth } from '../../features/auth';
import { lazyPage } from '../../lib/lazyPage';

const LoginPage = lazyPage(() => import('../../pages/auth/LoginPage'), 'LoginPage');
const RegisterPage = lazyPage(() => import('../../pages/auth/RegisterPage'), 'RegisterPage');
const ForgotPasswordPage = lazyPage(
  () => import('../../pages/auth/ForgotPasswordPage'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyPage(() => import('../../pages/auth/ResetPasswordPage'), 'ResetPasswordPage');
const VerifyEmailPage = lazyPage(() => import('../../pages/auth/VerifyEmailPage'), 'VerifyEmailPage');
const GoogleCallbackPage = lazyPage(
  () => import('../../pages/auth/GoogleCallbackPage'),
  'GoogleCallbackPage',
);
const ResendVerificationPage = lazyPage(
  () => import('../../pages/auth/ResendVerificationPage'),
  'ResendVerificationPage',
);
const ChangePasswordPage = lazyPage(
  () => import('../../pages/auth/ChangePasswordPage'),
  'ChangePasswordPage',
);

/** The sign-in area, shown without header and footer (spec §2 Auth pages). */
export const authRoutes: RouteObject[] = [
  { path: 'login', element: <LoginPage /> },
  { path: 'register', element: <RegisterPage /> },
  { path: 'forgot-password', element: <ForgotPasswordPage /> },
  { path: 'reset-password/:token', element: <ResetPasswordPage /> },
  { path: 'verify-email', element: <VerifyEmailPage /> },
  { path: 'auth/verify-email', element: <VerifyEmailPage /> },
  { path: 'auth/verify-email/:token', element: <VerifyEmailPage /> },
  { path: 'auth/google/callback', element: <GoogleCallbackPage /> },
  { path: 'resend-verification', element: <ResendVerificationPage /> },
  {
    element: <RequireAuth />,
    children: [{ path: 'change-password', element: <ChangePasswordPage /> }],
  },
];
