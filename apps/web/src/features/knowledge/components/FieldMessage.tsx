/** The error under a field, linked to it by `id` (the field's `aria-describedby`). */
export function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="knowledge-field__error">
      {message}
    </p>
  );
}

/**
 * The accessibility attributes of a field with an optional error and hint.
 * @example <input {...fieldA11y(errors.title, `${id}-title-error`)} />
 */
export function fieldA11y(message: string | undefined, errorId: string, hintId?: string) {
  const describedBy = [message ? errorId : '', hintId ?? ''].filter(Boolean).join(' ');
  return {
    'aria-invalid': message ? (true as const) : undefined,
    'aria-describedby': describedBy || undefined,
  };
}
