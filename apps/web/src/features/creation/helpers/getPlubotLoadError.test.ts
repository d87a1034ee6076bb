import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/apiClient';
import { getPlubotLoadError } from './getPlubotLoadError';

describe('getPlubotLoadError', () => {
  it('says the bot was not found on a 404', () => {
    expect(getPlubotLoadError(new ApiError(404, 'Plubot no encontrado', 'PLUBOT_NOT_FOUND'))).toEqual({
      key: 'creation.lab.errors.notFound',
    });
    expect(getPlubotLoadError(new ApiError(404, ''))).toEqual({ key: 'creation.lab.errors.notFound' });
  });

  it("gives the server's reason, or a connection error, or the unknown one", () => {
    expect(getPlubotLoadError(new ApiError(500, 'Error interno'))).toEqual({
      key: 'creation.lab.errors.loadFailed',
      reason: 'Error interno',
      reasonKey: null,
    });
    expect(getPlubotLoadError(new ApiError(400, 'x', 'INVALID_PLUBOT_ID'))).toEqual({
      key: 'creation.lab.errors.loadFailed',
      reason: 'ID del Plubot no válido',
      reasonKey: null,
    });
    expect(getPlubotLoadError(new Error('Request failed with status 404'))).toMatchObject({
      reasonKey: 'creation.lab.errors.unknownLoadError',
    });
    expect(getPlubotLoadError(new ApiError(0, ''))).toMatchObject({
      reasonKey: 'creation.lab.errors.connectionError',
    });
    expect(getPlubotLoadError('?')).toMatchObject({ reasonKey: 'creation.lab.errors.unknownLoadError' });
  });
});
