import './FilterChips.css';

export interface FilterChipOption<Value extends string> {
  value: Value;
  /** The button's whole text, e.g. "IA (3)". */
  label: string;
}

export interface FilterChipsProps<Value extends string> {
  /** Names the group for screen readers (a visually hidden legend). */
  legend: string;
  options: readonly FilterChipOption<Value>[];
  value: Value;
  onChange: (value: Value) => void;
}

/** A row of toggle buttons choosing one filter of a catalogue; `aria-pressed` marks the chosen one. */
export function FilterChips<Value extends string>({
  legend,
  options,
  value,
  onChange,
}: FilterChipsProps<Value>) {
  return (
    <fieldset className="filter-chips">
      <legend className="visually-hidden">{legend}</legend>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className="filter-chip"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
