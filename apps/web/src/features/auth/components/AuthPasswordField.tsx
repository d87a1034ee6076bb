import { useTranslation } from 'react-i18next';
import type { AuthFieldProps } from '../hooks/useAuthForm';
import { PasswordField, type PasswordFieldProps } from './PasswordField';

/** Each purpose's label (under `auth.common`), input name, autofill and show/hide pair (`auth.toggle`). */
const PASSWORD_INPUTS = {
  login: ['password', 'password', 'current-password', 'Password'],
  choose: ['password', 'new-password', 'new-password', 'Password'],
  confirm: ['confirmPassword', 'confirm-password', 'new-password', 'Confirm'],
  current: ['currentPassword', 'current-password', 'current-password', 'Current'],
  new: ['newPassword', 'new-password', 'new-password', 'New'],
  confirmNew: ['confirmNewPassword', 'confirm-password', 'new-password', 'Confirm'],
} as const satisfies Record<
  string,
  readonly [label: string, name: string, autoComplete: string, toggle: string]
>;

export type AuthPasswordPurpose = keyof typeof PASSWORD_INPUTS;

export interface AuthPasswordFieldProps extends AuthFieldProps {
  purpose: AuthPasswordPurpose;
  hint?: PasswordFieldProps['hint'];
}

/**
 * A password input of the account forms by purpose: `login`, `choose` (a new account's),
 * `confirm`, `current`, `new` and `confirmNew` (the reset and change-password forms).
 */
export function AuthPasswordField({ purpose, ...props }: AuthPasswordFieldProps) {
  const { t } = useTranslation();
  const [label, name, autoComplete, toggle] = PASSWORD_INPUTS[purpose];
  return (
    <PasswordField
      {...props}
      label={t(`auth.common.${label}`)}
      name={name}
      autoComplete={autoComplete}
      showLabel={t(`auth.toggle.show${toggle}`)}
      hideLabel={t(`auth.toggle.hide${toggle}`)}
    />
  );
}
