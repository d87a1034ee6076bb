import type { FlashKind } from '../hooks/useFlashMessage';

export type LoginNoticeKey =
  | 'auth.login.sessionExpired'
  | 'auth.login.verified'
  | 'auth.login.alreadyVerified'
  | 'auth.login.passwordReset'
  | 'auth.login.accountDeleted';

const MESSAGE_NOTICES: Record<string, { kind: FlashKind; key: LoginNoticeKey }> = {
  verified: { kind: 'success', key: 'auth.login.verified' },
  already_verified: { kind: 'info', key: 'auth.login.alreadyVerified' },
  password_reset: { kind: 'success', key: 'auth.login.passwordReset' },
  account_deleted: { kind: 'info', key: 'auth.login.accountDeleted' },
};

/**
 * The notice the login screen opens with (spec §2 Login): `?message=verified|already_verified|
 * password_reset|account_deleted`, or `?session_expired` when a session ended by itself.
 */
export function getLoginNotice(params: URLSearchParams): { kind: FlashKind; key: LoginNoticeKey } | null {
  const message = params.get('message');
  if (message && Object.hasOwn(MESSAGE_NOTICES, message)) return MESSAGE_NOTICES[message] ?? null;
  const expired = params.get('session_expired');
  if (expired !== null && expired !== 'false' && expired !== '0') {
    return { kind: 'info', key: 'auth.login.sessionExpired' };
  }
  return null;
}
