import { describe, expect, it } from 'vitest';
import { ApiError } from '../apiClient';
import { getErrorMessage } from './getErrorMessage';

describe('getErrorMessage', () => {
  it("shows a catalogue code's own text in the interface's language", () => {
    const error = new ApiError(403, 'Requiere Plan Pro', 'PRO_REQUIRED');
    expect(getErrorMessage(error, undefined, 'es')).toBe('Requiere Plan Pro');
    expect(getErrorMessage(error, undefined, 'en')).toBe('Requires the Pro plan');
    expect(getErrorMessage(new ApiError(200, '', 'INVALID_RESPONSE'), undefined, 'es')).toBe(
      'Respuesta inválida del servidor',
    );
  });

  it("keeps the server's message where it says more than the code (field errors, placeholders)", () => {
    const fields = new ApiError(422, 'El nombre es obligatorio', 'VALIDATION_ERROR', { name: ['x'] });
    expect(getErrorMessage(fields, undefined, 'es')).toBe('El nombre es obligatorio');
    const route = new ApiError(404, 'La ruta GET /api/x no existe.', 'ROUTE_NOT_FOUND');
    expect(getErrorMessage(route, undefined, 'es')).toBe('La ruta GET /api/x no existe.');
  });

  it("uses the server's message for an unknown code, then the fallback, then 'Error en la solicitud'", () => {
    expect(getErrorMessage(new ApiError(418, 'Tetera', 'NOT_IN_CATALOGUE'), 'respaldo', 'es')).toBe('Tetera');
    expect(getErrorMessage(new ApiError(500, ''), 'respaldo', 'es')).toBe('respaldo');
    expect(getErrorMessage(new ApiError(500, ''), undefined, 'es')).toBe('Error en la solicitud');
    expect(getErrorMessage(new Error('boom'), undefined, 'es')).toBe('Error en la solicitud');
  });

  it('says the server could not be reached when no answer came', () => {
    const offline = new ApiError(0, '', 'NETWORK_ERROR');
    expect(getErrorMessage(offline, undefined, 'es')).toBe('Error de conexión o del servidor.');
    expect(getErrorMessage(offline, 'Error de conexión.', 'es')).toBe('Error de conexión.');
  });
});
