import type { ReactNode } from 'react';
import './data.css';

export type Column<Row> = {
  key: string;
  header: string;
  cell(row: Row): ReactNode;
  /** Numbers line up at the end of their column. */
  align?: 'start' | 'end';
};

/**
 * A table of records on wide screens that turns into one card per row on phones (each cell labelled with its
 * column's header).
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  isBusy = false,
}: {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): string;
  isBusy?: boolean;
}) {
  return (
    <div className={`data-table${isBusy ? ' data-table--busy' : ''}`} aria-busy={isBusy}>
      <table className="data-table__table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={column.align === 'end' ? 'data-table__end' : undefined}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td
                  key={column.key}
                  data-label={column.header}
                  className={column.align === 'end' ? 'data-table__end' : undefined}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
