import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How long the pointer rests on a help mark before its text shows (spec §9: tooltip delay). */
export const TOOLTIP_DELAY_MS = 500;

/**
 * A help mark beside a field: its text shows after the pointer rests on it for 500 ms, at once on
 * keyboard focus, and hides on leave, blur or Escape. Screen readers get it as the field's
 * description through `id`.
 */
export function HelpTip({ id, children }: { id: string; children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = () => clearTimeout(timer.current);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <span className="inspector__help">
      <button
        type="button"
        className="inspector__help-mark"
        aria-label={t('editor.inspector.help')}
        aria-describedby={id}
        onPointerEnter={() => {
          cancel();
          timer.current = setTimeout(() => setOpen(true), TOOLTIP_DELAY_MS);
        }}
        onPointerLeave={() => {
          cancel();
          setOpen(false);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.stopPropagation();
            setOpen(false);
          }
        }}
      >
        ?
      </button>
      <span id={id} role="tooltip" className="inspector__tooltip" hidden={!open}>
        {children}
      </span>
    </span>
  );
}

interface FieldFrameProps {
  label: string;
  help?: ReactNode;
  error?: string | null;
  children: (ids: { input: string; describedBy: string | undefined }) => ReactNode;
}

/** A labelled field with an optional help mark and an error line. */
export function FieldFrame({ label, help, error, children }: FieldFrameProps) {
  const input = useId();
  const helpId = useId();
  const errorId = useId();
  const describedBy = [help ? helpId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="inspector__field">
      <div className="inspector__label-row">
        <label htmlFor={input}>{label}</label>
        {help && <HelpTip id={helpId}>{help}</HelpTip>}
      </div>
      {children({ input, describedBy })}
      {error && (
        <p id={errorId} className="inspector__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  help?: ReactNode;
  error?: string | null;
  placeholder?: string;
  maxLength?: number;
  multiline?: boolean;
  rows?: number;
  type?: 'text' | 'url' | 'password' | 'email';
  autoFocus?: boolean;
  mono?: boolean;
  readOnly?: boolean;
}

/** A one-line or multi-line text field. */
export function TextField({
  label,
  value,
  onChange,
  help,
  error,
  placeholder,
  maxLength,
  multiline = false,
  rows = 3,
  type = 'text',
  autoFocus = false,
  mono = false,
  readOnly = false,
}: TextFieldProps) {
  return (
    <FieldFrame label={label} help={help} error={error}>
      {({ input, describedBy }) => {
        const shared = {
          id: input,
          value,
          placeholder,
          maxLength,
          autoFocus,
          readOnly,
          className: mono ? 'inspector__mono' : undefined,
          'aria-describedby': describedBy,
          'aria-invalid': error ? true : undefined,
        };
        return multiline ? (
          <textarea {...shared} rows={rows} onChange={(event) => onChange(event.target.value)} />
        ) : (
          <input
            {...shared}
            type={type}
            autoComplete={type === 'password' ? 'off' : undefined}
            onChange={(event) => onChange(event.target.value)}
          />
        );
      }}
    </FieldFrame>
  );
}

interface SelectFieldProps<V extends string> {
  label: string;
  value: V;
  options: readonly V[];
  optionLabel: (value: V) => string;
  onChange: (value: V) => void;
  help?: ReactNode;
}

/** A choice among fixed values. */
export function SelectField<V extends string>({
  label,
  value,
  options,
  optionLabel,
  onChange,
  help,
}: SelectFieldProps<V>) {
  return (
    <FieldFrame label={label} help={help}>
      {({ input, describedBy }) => (
        <select
          id={input}
          value={value}
          aria-describedby={describedBy}
          onChange={(event) => {
            const chosen = options.find((option) => option === event.target.value);
            if (chosen !== undefined) onChange(chosen);
          }}
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {optionLabel(option)}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

interface NumberFieldProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onChange: (value: number) => void;
  help?: ReactNode;
  /** A word for the value shown beside it ('Equilibrado'). */
  describe?: (value: number) => string;
  slider?: boolean;
}

/** A number kept within its range: typed values outside it are clamped when the field is left. */
export function NumberField({
  label,
  value,
  min,
  max,
  step,
  onChange,
  help,
  describe,
  slider,
}: NumberFieldProps) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const commit = (raw: string) => {
    const parsed = Number(raw.replace(',', '.'));
    const next = Number.isFinite(parsed) && raw.trim() !== '' ? Math.min(max, Math.max(min, parsed)) : value;
    const rounded = Math.round(next / step) * step;
    const fixed = Number(rounded.toFixed(step < 1 ? (String(step).split('.')[1]?.length ?? 1) : 0));
    setText(String(fixed));
    if (fixed !== value) onChange(fixed);
  };
  return (
    <FieldFrame label={label} help={help}>
      {({ input, describedBy }) => (
        <div className="inspector__number">
          {slider && (
            <input
              type="range"
              aria-hidden="true"
              tabIndex={-1}
              min={min}
              max={max}
              step={step}
              value={value}
              onChange={(event) => onChange(Number(event.target.value))}
            />
          )}
          <input
            id={input}
            type="number"
            inputMode="decimal"
            min={min}
            max={max}
            step={step}
            value={text}
            aria-describedby={describedBy}
            onChange={(event) => setText(event.target.value)}
            onBlur={(event) => commit(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') commit(event.currentTarget.value);
            }}
          />
          {describe && <span className="inspector__number-word">{describe(value)}</span>}
        </div>
      )}
    </FieldFrame>
  );
}

/** Splits 'nombre, email' into names, dropping blanks. */
export function toNameList(text: string): string[] {
  return text
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

/** A list of names typed as one text separated by commas ('nombre, email'). */
export function NameListField({
  label,
  value,
  onChange,
  help,
  placeholder,
}: {
  label: string;
  value: readonly string[];
  onChange: (names: string[]) => void;
  help?: ReactNode;
  placeholder?: string;
}) {
  const [text, setText] = useState(value.join(', '));
  return (
    <TextField
      label={label}
      value={text}
      help={help}
      placeholder={placeholder}
      maxLength={2000}
      onChange={(raw) => {
        setText(raw);
        onChange(toNameList(raw));
      }}
    />
  );
}
