import { STATUS_CODES } from 'node:http';
import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE, isErrorCode } from './errorCatalogue';
import { ERROR_MESSAGES } from './errorMessages';
import { formatErrorMessage } from './formatErrorMessage';

const entries = Object.entries(ERROR_CATALOGUE);

describe('ERROR_CATALOGUE', () => {
  it('gives every server code an HTTP error status and every client code none', () => {
    for (const [code, definition] of entries) {
      if (definition.side === 'server') {
        expect(definition.status, code).toBeGreaterThanOrEqual(400);
        expect(definition.status, code).toBeLessThan(600);
        expect(STATUS_CODES[definition.status], code).toBeDefined();
      } else {
        expect(definition.status, code).toBeNull();
      }
    }
  });

  it('has a non-empty Spanish and English text for every code', () => {
    for (const [code, { messageKey }] of entries) {
      expect(ERROR_MESSAGES.es[messageKey]?.trim(), `${code} es`).toBeTruthy();
      expect(ERROR_MESSAGES.en[messageKey]?.trim(), `${code} en`).toBeTruthy();
    }
  });

  it('keeps the Spanish and English texts on the same keys and placeholders, with no text unused', () => {
    expect(Object.keys(ERROR_MESSAGES.en).sort()).toEqual(Object.keys(ERROR_MESSAGES.es).sort());
    const placeholders = (text: string) =>
      [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
    for (const key of Object.keys(ERROR_MESSAGES.es) as Array<keyof typeof ERROR_MESSAGES.es>) {
      expect(placeholders(ERROR_MESSAGES.en[key]), key).toEqual(placeholders(ERROR_MESSAGES.es[key]));
    }
    const used = new Set(entries.map(([, definition]) => definition.messageKey));
    expect(Object.keys(ERROR_MESSAGES.es).filter((key) => !used.has(key as never))).toEqual([]);
  });

  it('uses the exact messages of spec app.md §8', () => {
    expect(formatErrorMessage('REQUEST_FAILED', 'es')).toBe('Error en la solicitud');
    expect(formatErrorMessage('PROFILE_LOAD_FAILED', 'es')).toBe('Error al cargar perfil');
    expect(formatErrorMessage('INVALID_RESPONSE', 'es')).toBe('Respuesta inválida del servidor');
    expect(formatErrorMessage('NOT_AUTHENTICATED', 'es')).toBe('No hay usuario autenticado');
    expect(formatErrorMessage('PROFILE_UPDATE_FAILED', 'es')).toBe('Error al actualizar el perfil');
    expect(formatErrorMessage('PLUBOT_CREATE_FAILED', 'es')).toBe('La creación del Plubot falló.');
    expect(formatErrorMessage('INVALID_PLUBOT_ID', 'es')).toBe('ID del Plubot no válido');
    expect(formatErrorMessage('PLUBOT_DATA_LOAD_FAILED', 'es')).toBe('Error al cargar los datos del Plubot');
    expect(formatErrorMessage('WHATSAPP_QR_FAILED', 'es')).toBe(
      'No se pudo generar el código QR. Inténtalo de nuevo.',
    );
  });
});

describe('formatErrorMessage', () => {
  it('fills placeholders, leaves unknown ones, and falls back to Spanish', () => {
    expect(formatErrorMessage('ROUTE_NOT_FOUND', 'en', { method: 'GET', url: '/api/x' })).toBe(
      'Route GET /api/x does not exist.',
    );
    expect(formatErrorMessage('ROUTE_NOT_FOUND', 'es', { method: 'GET' })).toBe(
      'La ruta GET {{url}} no existe.',
    );
    expect(formatErrorMessage('NOT_FOUND', 'fr')).toBe('Recurso no encontrado.');
  });
});

describe('isErrorCode', () => {
  it('knows the catalogue and nothing else', () => {
    expect(isErrorCode('PRO_REQUIRED')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode('FST_ERR_VALIDATION')).toBe(false);
    expect(isErrorCode(404)).toBe(false);
  });
});
