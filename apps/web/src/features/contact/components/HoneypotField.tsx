import { HONEYPOT_FIELD } from '@plubot/contracts';

export interface HoneypotFieldProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
}

/**
 * The trap field for bots: off screen, out of the tab order and hidden from assistive technology,
 * so people leave it empty. The server answers a filled one like a success and keeps nothing.
 */
export function HoneypotField({ value, onChange, label }: HoneypotFieldProps) {
  return (
    <div className="contact-trap" aria-hidden="true">
      <label>
        {label}
        <input
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </div>
  );
}
