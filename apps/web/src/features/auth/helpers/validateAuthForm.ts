import { isValidEmail, normalizeEmail, PASSWORD_MIN_LENGTH } from '@plubot/contracts';
import { isSameSecret } from './isSameSecret';

/** i18n keys of the client-side checks of the account forms (spec §5). */
export type AuthValidationKey =
  | 'auth.validation.fillAllFields'
  | 'auth.validation.invalidEmail'
  | 'auth.validation.passwordTooShort'
  | 'auth.validation.passwordsDontMatch'
  | 'auth.validation.newPasswordTooShort'
  | 'auth.validation.allFieldsRequired'
  | 'auth.validation.newPasswordsDontMatch'
  | 'auth.validation.emailRequired'
  | 'auth.validation.resendEmailRequired'
  | 'auth.validation.loginResendEmailRequired';

/** The first problem of a form: which field to point at and the message key to show. */
export interface AuthValidationIssue<F extends string = string> {
  field: F;
  key: AuthValidationKey;
}

const issue = <F extends string>(field: F, key: AuthValidationKey): AuthValidationIssue<F> => ({
  field,
  key,
});

/** Login: both fields, and the e-mail rule (64/255, TLD of 2–63 letters) on the trimmed e-mail. */
export function validateLoginForm(form: { email: string; password: string }) {
  if (!form.email.trim()) return issue('email', 'auth.validation.fillAllFields');
  if (!form.password) return issue('password', 'auth.validation.fillAllFields');
  if (!isValidEmail(normalizeEmail(form.email))) return issue('email', 'auth.validation.invalidEmail');
  return null;
}

/** Register: every field, a valid e-mail, at least 8 characters, and two equal passwords. */
export function validateRegisterForm(form: {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}) {
  for (const field of ['name', 'email', 'password', 'confirmPassword'] as const) {
    if (!form[field].trim()) return issue(field, 'auth.validation.fillAllFields');
  }
  if (!isValidEmail(normalizeEmail(form.email))) return issue('email', 'auth.validation.invalidEmail');
  if (form.password.length < PASSWORD_MIN_LENGTH)
    return issue('password', 'auth.validation.passwordTooShort');
  if (!isSameSecret(form.password, form.confirmPassword))
    return issue('confirmPassword', 'auth.validation.passwordsDontMatch');
  return null;
}

/** Reset: at least 8 characters and two equal passwords. */
export function validateResetForm(form: { password: string; confirmPassword: string }) {
  if (form.password.length < PASSWORD_MIN_LENGTH)
    return issue('password', 'auth.validation.newPasswordTooShort');
  if (!isSameSecret(form.password, form.confirmPassword))
    return issue('confirmPassword', 'auth.validation.passwordsDontMatch');
  return null;
}

/** Change password: the three fields, and the new password typed twice the same. */
export function validateChangePasswordForm(form: {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}) {
  for (const field of ['currentPassword', 'newPassword', 'confirmPassword'] as const) {
    if (!form[field]) return issue(field, 'auth.validation.allFieldsRequired');
  }
  if (!isSameSecret(form.newPassword, form.confirmPassword))
    return issue('confirmPassword', 'auth.validation.newPasswordsDontMatch');
  return null;
}

/** A form with only an e-mail; `requiredKey` is the screen's own "please type it" text. */
export function validateEmailForm(email: string, requiredKey: AuthValidationKey) {
  if (!email.trim()) return issue('email', requiredKey);
  if (!isValidEmail(normalizeEmail(email))) return issue('email', 'auth.validation.invalidEmail');
  return null;
}
