import type { ReactNode } from 'react';
import { formatLeadValue, getLeadColumns } from '../helpers/getLeadColumns';

/** A row of a data table: its fixed cells (the first one heads the row), then its data by field. */
export interface DataRow {
  id: string;
  cells: ReactNode[];
  data: Record<string, unknown>;
}

export interface DataTableProps {
  /** Names the scrollable region for assistive technology. */
  label: string;
  /** The fixed columns' headers, one per cell of every row. */
  headers: string[];
  rows: DataRow[];
  /** The data fields shown, in order; every field of the rows when not given. */
  columns?: string[];
}

/**
 * A table of collected data: the fixed columns, then every data field any row has, in the order
 * they first appear (rows from different versions of a flow line up). It scrolls sideways in a
 * region that takes the keyboard's focus, so it can be read without a mouse on a phone.
 */
export function DataTable({ label, headers, rows, columns = getLeadColumns(rows) }: DataTableProps) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to scroll by keyboard.
    <section className="leads__scroll" aria-label={label} tabIndex={0}>
      <table className="leads__table">
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
            {columns.map((column) => (
              <th key={`data-${column}`} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the fixed cells are positional.
                  <th key={index} scope="row">
                    {cell}
                  </th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the fixed cells are positional.
                  <td key={index}>{cell}</td>
                ),
              )}
              {columns.map((column) => (
                <td key={`data-${column}`}>{formatLeadValue(row.data[column])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
