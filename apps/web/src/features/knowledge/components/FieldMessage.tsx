import { KNOWLEDGE_FIELD_LIMITS } from '@plubot/contracts';

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

/**
 * A source's title field — label, input within the contract's length, and its error — as every
 * «Añadir» form has it; `idBase` names the input (`${idBase}-title`) and its error.
 */
export function TitleField(props: {
  idBase: string;
  label: string;
  placeholder: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const { idBase, label, placeholder, value, error, onChange } = props;
  return (
    <div className="knowledge-field">
      <label className="knowledge-field__label" htmlFor={`${idBase}-title`}>
        {label}
      </label>
      <input
        id={`${idBase}-title`}
        className="knowledge-input"
        value={value}
        maxLength={KNOWLEDGE_FIELD_LIMITS.title}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        {...fieldA11y(error, `${idBase}-title-error`)}
      />
      <FieldMessage id={`${idBase}-title-error`} message={error} />
    </div>
  );
}
