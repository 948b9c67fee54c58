import type { ReactNode } from 'react';
import { Icon } from './icon';
import './data.css';

export type Column<Row> = {
  key: string;
  header: string;
  cell(row: Row): ReactNode;
  /** Numbers line up at the end of their column. */
  align?: 'start' | 'end';
  /** The header sorts the rows by this key (the table's `sort` says how). */
  sortKey?: string;
};

/** The order the rows are in, and what a click on a sortable header asks for. */
export type TableSort = { key: string; order: 'asc' | 'desc'; onSort(key: string): void };

function SortableHeader({ header, sortKey, sort }: { header: string; sortKey: string; sort: TableSort }) {
  const isCurrent = sort.key === sortKey;
  return (
    <button type="button" className="data-table__sort" onClick={() => sort.onSort(sortKey)}>
      {header}
      <Icon
        name={isCurrent && sort.order === 'asc' ? 'arrowUp' : 'chevronDown'}
        size={14}
        className={isCurrent ? 'data-table__sort-icon data-table__sort-icon--on' : 'data-table__sort-icon'}
      />
    </button>
  );
}

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
  sort,
}: {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): string;
  isBusy?: boolean;
  sort?: TableSort;
}) {
  return (
    // Named and focusable: a table wider than its panel scrolls sideways with the keyboard too. A group, not a
    // region: the panel around a table is often a region of the same name, and landmarks should not nest twice.
    // biome-ignore lint/a11y/useSemanticElements: a fieldset groups form controls; this wraps a table.
    <div
      role="group"
      className={`data-table${isBusy ? ' data-table--busy' : ''}`}
      aria-label={caption}
      aria-busy={isBusy}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table must take focus to scroll by keyboard.
      tabIndex={0}
    >
      <table className="data-table__table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={column.align === 'end' ? 'data-table__end' : undefined}
                aria-sort={
                  sort && column.sortKey === sort.key
                    ? sort.order === 'asc'
                      ? 'ascending'
                      : 'descending'
                    : undefined
                }
              >
                {sort && column.sortKey ? (
                  <SortableHeader header={column.header} sortKey={column.sortKey} sort={sort} />
                ) : (
                  column.header
                )}
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
