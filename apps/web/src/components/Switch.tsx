import type { ReactNode } from 'react';

/**
 * An on/off setting: a labelled checkbox announced as a switch. `className` styles the label as
 * its place does ('editor-dialog__switch', 'flow-node__switch' …); the text goes in `children`.
 */
export function Switch({
  className,
  checked,
  disabled,
  onChange,
  children,
}: {
  readonly className: string;
  readonly checked: boolean;
  readonly disabled?: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly children: ReactNode;
}) {
  return (
    <label className={className}>
      <input
        type="checkbox"
        role="switch"
        aria-checked={checked}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      {children}
    </label>
  );
}
