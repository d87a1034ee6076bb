import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/apiClient';
import { readLessonFailure } from './readLessonFailure';

describe('readLessonFailure', () => {
  it('reads the wrong questions and hints of a LESSON_NOT_PASSED', () => {
    const body = {
      success: false,
      code: 'LESSON_NOT_PASSED',
      message: 'Todavía no: revisa la lección y vuelve a intentarlo.',
      wrongQuestions: ['connect'],
      hints: ['En «Nova»: añade un nodo Decisión.'],
    };
    const error = new ApiError(422, body.message, body.code, undefined, body);
    expect(readLessonFailure(error)).toEqual({
      message: body.message,
      wrongQuestions: ['connect'],
      hints: ['En «Nova»: añade un nodo Decisión.'],
    });
  });

  it('falls back to the message alone for other failures', () => {
    const notFound = new ApiError(404, 'Esa lección no existe.', 'LESSON_NOT_FOUND', undefined, {});
    expect(readLessonFailure(notFound)).toEqual({
      message: 'Esa lección no existe.',
      wrongQuestions: [],
      hints: [],
    });
    expect(readLessonFailure(new ApiError(0, '', 'NETWORK_ERROR'), 'Sin conexión').message).toBe(
      'Sin conexión',
    );
  });
});
