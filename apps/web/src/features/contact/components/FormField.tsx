import { type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes, useId } from 'react';

interface FieldShellProps {
  label: string;
  /** A line under the field (e.g. "optional"), linked with `aria-describedby`. */
  hint?: string | undefined;
  /** The server's message about this field, announced with the field. */
  error?: string | undefined;
}

type InputFieldProps = FieldShellProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { multiline?: false };
type TextareaFieldProps = FieldShellProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & { multiline: true };

/** A labelled input or textarea of the contact forms (`<label for>`), with hint and error below. */
export function FormField(props: InputFieldProps | TextareaFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [props.hint ? hintId : '', props.error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const shared = {
    id,
    className: 'contact-field__control',
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': describedBy,
  } as const;
  let control: ReactNode;
  if (props.multiline) {
    const { label: _label, hint: _hint, error: _error, multiline: _multiline, ...rest } = props;
    control = <textarea {...rest} {...shared} />;
  } else {
    const { label: _label, hint: _hint, error: _error, multiline: _multiline, ...rest } = props;
    control = <input {...rest} {...shared} />;
  }
  return (
    <div className={`contact-field${props.error ? ' contact-field--invalid' : ''}`}>
      <label htmlFor={id} className="contact-field__label">
        {props.label}
        {props.required && (
          <span className="contact-field__required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {control}
      {props.hint && (
        <p id={hintId} className="contact-field__hint">
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={errorId} className="contact-field__error">
          {props.error}
        </p>
      )}
    </div>
  );
}
