import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/apiClient';
import { getAuthErrorMessage, getLoginErrorMessage } from './getAuthErrorMessage';

const FALLBACK = 'Error de conexión o del servidor.';

describe('getAuthErrorMessage', () => {
  it("shows the text of the server's error code, else the server's message", () => {
    const error = new ApiError(401, 'whatever the server said', 'INVALID_CREDENTIALS');
    expect(getAuthErrorMessage(error, FALLBACK)).toBe('Credenciales inválidas');
    expect(getAuthErrorMessage(new ApiError(418, 'Soy una tetera', 'UNKNOWN_CODE'), FALLBACK)).toBe(
      'Soy una tetera',
    );
  });

  it('falls back when the server said nothing or was not reached', () => {
    expect(getAuthErrorMessage(new ApiError(0, ''), FALLBACK)).toBe(FALLBACK);
    expect(getAuthErrorMessage(new TypeError('Failed to fetch'), FALLBACK)).toBe(FALLBACK);
    expect(getAuthErrorMessage(undefined, FALLBACK)).toBe(FALLBACK);
  });
});

describe('getLoginErrorMessage', () => {
  it('shows the password error of a 422 when there is one', () => {
    const error = new ApiError(422, 'Por favor ingresa un email válido', 'VALIDATION_ERROR', {
      email: ['Por favor ingresa un email válido'],
      password: ['Por favor completa todos los campos'],
    });
    expect(getLoginErrorMessage(error, FALLBACK)).toBe('Por favor completa todos los campos');
  });

  it('joins every message of a 422 with commas otherwise', () => {
    const error = new ApiError(422, 'uno', 'VALIDATION_ERROR', { email: ['uno', 'dos'], name: ['tres'] });
    expect(getLoginErrorMessage(error, FALLBACK)).toBe('uno, dos, tres');
  });

  it("uses the server's message for other failures", () => {
    const error = new ApiError(429, 'Demasiadas solicitudes', 'RATE_LIMITED');
    expect(getLoginErrorMessage(error, FALLBACK)).toBe(
      'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.',
    );
    expect(getLoginErrorMessage(new ApiError(422, '', 'VALIDATION_ERROR', {}), FALLBACK)).toBe(FALLBACK);
  });
});
