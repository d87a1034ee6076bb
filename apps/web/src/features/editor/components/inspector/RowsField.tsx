import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HelpTip } from './inspectorFields';

/**
 * The label of `value` when it is one of `options` (typed for the label function), else the value.
 * @example optionLabelOf(['a', 'b'], 'a', (v) => v.toUpperCase()) // 'A'
 */
export function optionLabelOf<V extends string>(
  options: readonly V[],
  value: string,
  label: (value: V) => string,
): string {
  const option = options.find((candidate) => candidate === value);
  return option === undefined ? value : label(option);
}

/** One column of a {@link RowsField}: a text input or a choice. */
export interface RowColumn<R> {
  readonly key: Extract<keyof R, string>;
  readonly label: string;
  readonly placeholder?: string;
  /** A placeholder that depends on the row (a response mapping's hint follows its source). */
  readonly placeholderFor?: (row: R) => string | undefined;
  readonly options?: readonly string[];
  readonly optionLabel?: (value: string) => string;
  /** Hides the column's input for rows where it means nothing (a status code has no path). */
  readonly hiddenFor?: (row: R) => boolean;
}

interface RowsFieldProps<R extends { id: string }> {
  label: string;
  rows: readonly R[];
  columns: readonly RowColumn<R>[];
  onChange: (rows: R[]) => void;
  createRow: () => R;
  addLabel: string;
  help?: ReactNode;
  helpId?: string;
  max?: number;
  /** Rewrites a row after one of its cells changed (e.g. clearing a path when the source says none). */
  normalize?: (row: R) => R;
}

/**
 * A list of rows with the same fields (headers, form fields, response mappings, rules): each row
 * edits in place, rows are added at the end and removed one by one.
 */
export function RowsField<R extends { id: string }>({
  label,
  rows,
  columns,
  onChange,
  createRow,
  addLabel,
  help,
  helpId,
  max = 50,
  normalize = (row) => row,
}: RowsFieldProps<R>) {
  const { t } = useTranslation();
  const update = (index: number, key: string, value: string) =>
    onChange(rows.map((row, at) => (at === index ? normalize({ ...row, [key]: value }) : row)));
  return (
    <fieldset className="inspector__rows">
      <legend>
        {label}
        {help && helpId && <HelpTip id={helpId}>{help}</HelpTip>}
      </legend>
      {rows.map((row, index) => (
        <div key={row.id} className="inspector__row">
          {columns.map((column) => {
            if (column.hiddenFor?.(row)) return null;
            const value = row[column.key];
            const text = typeof value === 'string' ? value : '';
            const name = `${column.label} ${index + 1}`;
            return column.options ? (
              <select
                key={column.key}
                aria-label={name}
                value={text}
                onChange={(event) => update(index, column.key, event.target.value)}
              >
                {column.options.map((option) => (
                  <option key={option} value={option}>
                    {column.optionLabel ? column.optionLabel(option) : option}
                  </option>
                ))}
              </select>
            ) : (
              <input
                key={column.key}
                aria-label={name}
                value={text}
                placeholder={column.placeholderFor?.(row) ?? column.placeholder}
                maxLength={4000}
                onChange={(event) => update(index, column.key, event.target.value)}
              />
            );
          })}
          <button
            type="button"
            className="inspector__row-remove"
            aria-label={t('editor.inspector.removeRow', { n: index + 1 })}
            onClick={() => onChange(rows.filter((_, at) => at !== index))}
          >
            ×
          </button>
        </div>
      ))}
      {rows.length < max && (
        <button type="button" className="inspector__add" onClick={() => onChange([...rows, createRow()])}>
          + {addLabel}
        </button>
      )}
    </fieldset>
  );
}
