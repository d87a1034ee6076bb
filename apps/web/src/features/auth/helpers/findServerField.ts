import { ApiError } from '../../../lib/apiClient';

/**
 * The form field a server's field errors (a 422's `errors`) are about: the first entry of
 * `fieldsByServerKey`, in its order (the order of the form), that has a message. Null for any
 * other error.
 * @example findServerField(error, { current_password: 'currentPassword' }) // 'currentPassword'
 */
export function findServerField<F extends string>(
  error: unknown,
  fieldsByServerKey: Readonly<Record<string, F>>,
): F | null {
  if (!(error instanceof ApiError) || !error.errors) return null;
  const { errors } = error;
  const key = Object.keys(fieldsByServerKey).find((serverKey) => errors[serverKey]?.length);
  return key === undefined ? null : (fieldsByServerKey[key] ?? null);
}
