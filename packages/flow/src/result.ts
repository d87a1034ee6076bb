/** The outcome of an operation whose failure is expected: `{ ok: true, value }` or `{ ok: false, error }`. */
export type Result<T, E> = { ok: true; value: T } | { ok: false; error: E };

/** Wraps a success value. */
export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

/** Wraps an expected failure. */
export function err<E>(error: E): { ok: false; error: E } {
  return { ok: false, error };
}
