import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/apiClient';
import { findServerField } from './findServerField';

const FIELDS = { current_password: 'currentPassword', new_password: 'newPassword' } as const;

const fieldError = (errors: Record<string, string[]>) =>
  new ApiError(422, 'Datos inválidos', 'VALIDATION_ERROR', errors);

describe('findServerField', () => {
  it('names the form field of a server field error', () => {
    expect(findServerField(fieldError({ new_password: ['Muy corta'] }), FIELDS)).toBe('newPassword');
  });

  it('takes the first field in the order of the form', () => {
    const error = fieldError({ new_password: ['Muy corta'], current_password: ['Incorrecta'] });
    expect(findServerField(error, FIELDS)).toBe('currentPassword');
  });

  it('skips server fields the form does not have and fields without a message', () => {
    expect(findServerField(fieldError({ token: ['Caducado'] }), FIELDS)).toBeNull();
    expect(findServerField(fieldError({ current_password: [], new_password: ['x'] }), FIELDS)).toBe(
      'newPassword',
    );
  });

  it('is null for errors without field errors', () => {
    expect(findServerField(new ApiError(500, 'Error del servidor'), FIELDS)).toBeNull();
    expect(findServerField(new TypeError('Failed to fetch'), FIELDS)).toBeNull();
    expect(findServerField(undefined, FIELDS)).toBeNull();
  });
});
