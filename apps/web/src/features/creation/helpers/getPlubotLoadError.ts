import { ApiError } from '../../../lib/apiClient';
import { getErrorMessage } from '../../../lib/errors/getErrorMessage';

/** A load failure as an i18n key with its values (spec §8, Lab and bot loading). */
export type PlubotLoadError =
  | { key: 'creation.lab.errors.notFound' }
  | {
      key: 'creation.lab.errors.loadFailed';
      reason: string | null;
      reasonKey: 'creation.lab.errors.connectionError' | 'creation.lab.errors.unknownLoadError' | null;
    };

/**
 * Why a bot could not be loaded for editing: PLUBOT_NOT_FOUND (or any 404) says it was not found and
 * the id should be checked; anything else reads 'Error al cargar el Plubot: {reason}', where the
 * reason is the text of the error's code (else the server's message), or 'Error de conexión' when no
 * server answered, or the unknown-error text.
 */
export function getPlubotLoadError(error: unknown): PlubotLoadError {
  if (error instanceof ApiError) {
    if (error.code === 'PLUBOT_NOT_FOUND' || error.status === 404)
      return { key: 'creation.lab.errors.notFound' };
    if (error.isNetworkError) {
      return {
        key: 'creation.lab.errors.loadFailed',
        reason: null,
        reasonKey: 'creation.lab.errors.connectionError',
      };
    }
    const reason = getErrorMessage(error, '');
    if (reason) return { key: 'creation.lab.errors.loadFailed', reason, reasonKey: null };
  }
  return {
    key: 'creation.lab.errors.loadFailed',
    reason: null,
    reasonKey: 'creation.lab.errors.unknownLoadError',
  };
}
