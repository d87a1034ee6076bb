import { describe, expect, it } from 'vitest';
import {
  validateChangePasswordForm,
  validateEmailForm,
  validateLoginForm,
  validateRegisterForm,
  validateResetForm,
} from './validateAuthForm';

const REGISTER = {
  name: 'Ana',
  email: 'ana@plubot.com',
  password: 'Abcdefg1!',
  confirmPassword: 'Abcdefg1!',
};

describe('validateLoginForm', () => {
  it('needs both fields', () => {
    expect(validateLoginForm({ email: '  ', password: 'x' })).toEqual({
      field: 'email',
      key: 'auth.validation.fillAllFields',
    });
    expect(validateLoginForm({ email: 'ana@plubot.com', password: '' })?.field).toBe('password');
  });

  it('checks the trimmed e-mail against the 64/255/TLD rule', () => {
    expect(validateLoginForm({ email: '  Ana@Plubot.com ', password: 'x' })).toBeNull();
    expect(validateLoginForm({ email: `${'a'.repeat(65)}@plubot.com`, password: 'x' })?.key).toBe(
      'auth.validation.invalidEmail',
    );
    expect(validateLoginForm({ email: 'ana@plubot.c', password: 'x' })?.key).toBe(
      'auth.validation.invalidEmail',
    );
    expect(validateLoginForm({ email: 'ana@plubot.c0m', password: 'x' })?.key).toBe(
      'auth.validation.invalidEmail',
    );
  });
});

describe('validateRegisterForm', () => {
  it('accepts a complete form', () => {
    expect(validateRegisterForm(REGISTER)).toBeNull();
  });

  it.each([
    [{ name: ' ' }, 'name', 'auth.validation.fillAllFields'],
    [{ confirmPassword: '' }, 'confirmPassword', 'auth.validation.fillAllFields'],
    [{ email: 'ana at plubot.com' }, 'email', 'auth.validation.invalidEmail'],
    [{ password: 'Ab1!', confirmPassword: 'Ab1!' }, 'password', 'auth.validation.passwordTooShort'],
    [{ confirmPassword: 'Abcdefg1?' }, 'confirmPassword', 'auth.validation.passwordsDontMatch'],
  ] as const)('%j → %s: %s', (change, field, key) => {
    expect(validateRegisterForm({ ...REGISTER, ...change })).toEqual({ field, key });
  });
});

describe('validateResetForm', () => {
  it('needs 8 characters and a matching confirmation', () => {
    expect(validateResetForm({ password: 'short', confirmPassword: 'short' })?.key).toBe(
      'auth.validation.newPasswordTooShort',
    );
    expect(validateResetForm({ password: 'longenough', confirmPassword: 'longenougH' })?.key).toBe(
      'auth.validation.passwordsDontMatch',
    );
    expect(validateResetForm({ password: 'longenough', confirmPassword: 'longenough' })).toBeNull();
  });
});

describe('validateChangePasswordForm', () => {
  it('needs the three fields and equal new passwords, with no length rule', () => {
    expect(
      validateChangePasswordForm({ currentPassword: '', newPassword: 'a', confirmPassword: 'a' })?.key,
    ).toBe('auth.validation.allFieldsRequired');
    expect(
      validateChangePasswordForm({ currentPassword: 'x', newPassword: 'a', confirmPassword: 'b' })?.key,
    ).toBe('auth.validation.newPasswordsDontMatch');
    expect(
      validateChangePasswordForm({ currentPassword: 'x', newPassword: 'a', confirmPassword: 'a' }),
    ).toBeNull();
  });
});

describe('validateEmailForm', () => {
  it("uses the screen's own text for a missing e-mail", () => {
    expect(validateEmailForm('', 'auth.validation.emailRequired')?.key).toBe('auth.validation.emailRequired');
    expect(validateEmailForm('nope', 'auth.validation.emailRequired')?.key).toBe(
      'auth.validation.invalidEmail',
    );
    expect(validateEmailForm(' ana@plubot.com ', 'auth.validation.emailRequired')).toBeNull();
  });
});
