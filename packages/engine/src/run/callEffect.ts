/**
 * Calls a host effect so that it can never break a turn: a throw or a malformed answer becomes
 * `{ ok: false, error }`.
 */
export async function callEffect<R extends { ok: boolean }>(
  call: () => Promise<R>,
): Promise<R | { ok: false; error: string }> {
  try {
    const result = await call();
    if (typeof result !== 'object' || result === null || typeof result.ok !== 'boolean') {
      return { ok: false, error: 'El servicio devolvió una respuesta no válida.' };
    }
    return result;
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
