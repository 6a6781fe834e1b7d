import type { ReactNode } from 'react';
import { ScrollRegion } from './scroll-region';

export type Column<Row> = {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** The column that names each row: its cells are row headers (one column at most). */
  rowHeader?: boolean;
  /** Classes of this column's cells, e.g. `whitespace-nowrap` or `tabular-nums`. */
  className?: string;
};

const classes = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

const looks = {
  regular: {
    head: 'bg-surface text-muted text-sm',
    th: 'px-4 py-3 font-semibold',
    body: 'divide-line divide-y',
    row: '',
    cell: 'px-4 py-3',
  },
  // Inside a card: no header band, smaller type, cells spaced only between columns.
  compact: {
    head: 'text-muted',
    th: 'py-1 pr-4 font-medium last:pr-0',
    body: '',
    row: 'border-line border-t',
    cell: 'py-1.5 pr-4 last:pr-0',
  },
} as const;

/**
 * A data table (coverage, departures, warehouses, storage fees), the same markup everywhere.
 * With `scroll` it keeps its minimum width (a Tailwind class like `min-w-[32rem]`) on a phone
 * and scrolls sideways in a region with that label, which keyboard users can focus.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  scroll,
  look = 'regular',
  className = '',
}: {
  caption?: ReactNode;
  columns: Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  scroll?: { label: string; minWidth: string };
  look?: keyof typeof looks;
  className?: string;
}) {
  const l = looks[look];
  const table = (
    <table
      className={classes('w-full text-left', look === 'compact' ? 'text-sm' : '', scroll?.minWidth)}
    >
      {caption && (
        <caption className="px-4 pt-4 pb-2 text-left text-lg font-semibold">{caption}</caption>
      )}
      <thead className={l.head}>
        <tr>
          {columns.map((column, i) => (
            <th key={i} scope="col" className={l.th}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={l.body || undefined}>
        {rows.map((row) => (
          <tr key={rowKey(row)} className={l.row || undefined}>
            {columns.map((column, i) => {
              const Cell = column.rowHeader ? 'th' : 'td';
              return (
                <Cell
                  key={i}
                  scope={column.rowHeader ? 'row' : undefined}
                  className={classes(
                    l.cell,
                    column.rowHeader ? 'font-medium' : '',
                    column.className,
                  )}
                >
                  {column.cell(row)}
                </Cell>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return scroll ? (
    <ScrollRegion label={scroll.label} className={className}>
      {table}
    </ScrollRegion>
  ) : (
    <div className={classes('overflow-hidden', className)}>{table}</div>
  );
}
