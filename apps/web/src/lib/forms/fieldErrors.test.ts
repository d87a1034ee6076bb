import { describe, expect, it } from 'vitest';
import { ApiError } from '../apiClient';
import { readServerFieldErrors } from './fieldErrors';

describe('readServerFieldErrors', () => {
  it('reads the first message of each field of a 422', () => {
    const error = new ApiError(422, 'El título es obligatorio.', 'VALIDATION_ERROR', {
      title: ['El título es obligatorio.', 'Otro'],
      'pairs.0.answer': ['', 'Falta la respuesta.'],
      'credentials.apiKey': [' '],
    });
    expect(readServerFieldErrors(error)).toEqual({
      title: 'El título es obligatorio.',
      'pairs.0.answer': 'Falta la respuesta.',
    });
  });

  it('reads nothing from another failure', () => {
    expect(readServerFieldErrors(new ApiError(403, 'Límite', 'FORBIDDEN'))).toEqual({});
    expect(readServerFieldErrors(new Error('x'))).toEqual({});
  });
});
