import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  ref?: Ref<HTMLInputElement>;
  /** Marks the field as the one the form message is about. */
  invalid?: boolean;
  /** Shown under the field and linked to it with `aria-describedby`. */
  hint?: ReactNode;
  /** Replaces the plain input (the password field puts its toggle next to it). */
  renderControl?: (props: { id: string; describedBy: string | undefined }) => ReactNode;
}

/** A labelled input of the account forms (`<label for>`), with an optional hint below. */
export function TextField({
  label,
  invalid = false,
  hint,
  renderControl,
  className,
  ...inputProps
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const describedBy = hint ? hintId : undefined;
  return (
    <div className={`auth-field${invalid ? ' auth-field--invalid' : ''}`}>
      <label htmlFor={id} className="auth-field__label">
        {label}
      </label>
      {renderControl ? (
        renderControl({ id, describedBy })
      ) : (
        <input
          id={id}
          className={`auth-field__input${className ? ` ${className}` : ''}`}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          {...inputProps}
        />
      )}
      {hint && (
        <div id={hintId} className="auth-field__hint">
          {hint}
        </div>
      )}
    </div>
  );
}
