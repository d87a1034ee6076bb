import { type InputHTMLAttributes, type ReactNode, type Ref, useState } from 'react';
import { TextField } from './TextField';

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: string;
  ref?: Ref<HTMLInputElement>;
  /** Accessible names of the toggle, e.g. 'Mostrar contraseña' / 'Ocultar contraseña'. */
  showLabel: string;
  hideLabel: string;
  invalid?: boolean;
  hint?: ReactNode;
}

/** A password input with a show/hide toggle button. */
export function PasswordField({
  label,
  showLabel,
  hideLabel,
  invalid = false,
  hint,
  ...inputProps
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      label={label}
      invalid={invalid}
      hint={hint}
      renderControl={({ id, describedBy }) => (
        <div className="auth-field__control">
          <input
            id={id}
            type={visible ? 'text' : 'password'}
            className="auth-field__input auth-field__input--with-toggle"
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            {...inputProps}
          />
          <button
            type="button"
            className="auth-field__toggle"
            aria-label={visible ? hideLabel : showLabel}
            aria-controls={id}
            onClick={() => setVisible((value) => !value)}
          >
            <EyeIcon crossed={visible} />
          </button>
        </div>
      )}
    />
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="12" r="3.2" fill="none" stroke="currentColor" strokeWidth="1.8" />
      {crossed && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />}
    </svg>
  );
}
