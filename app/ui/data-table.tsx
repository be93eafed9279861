import type { ReactNode } from 'react'
import { Link, type LinkComponentProps } from '@tanstack/react-router'
import type { ReactTable, RowData, TableFeatures } from '@tanstack/react-table'
import { SortIndicator } from '#app/ui/sort-indicator.tsx'

/**
 * How a sortable column sorts: its order when the view is sorted by it (else `null`), and a link to
 * the view sorted by it (a view whose sort is its address) or a button that sorts in place.
 */
type ColumnSort = { order: 'asc' | 'desc' | null } & ({ link: LinkComponentProps } | { onSort: () => void })

/**
 * A TanStack Table as the site's data table (`.data-table`, app/ui/styles/widgets.css): column
 * headings that sort where `sortOf` says how, and cells that carry their column's label, which
 * small screens show when the rows become cards.
 */
export function DataTable<TFeatures extends TableFeatures, TData extends RowData>({
  table,
  labels,
  rowKey,
  sortOf,
  className,
  busy,
  labelledBy,
}: {
  table: ReactTable<TFeatures, TData>
  labels: Record<string, string>
  rowKey: (row: TData) => string
  sortOf: (columnId: string) => ColumnSort | undefined
  className?: string
  busy: boolean
  labelledBy?: string
}) {
  return (
    <table className={className ? `data-table ${className}` : 'data-table'} aria-busy={busy} aria-labelledby={labelledBy}>
      <thead>
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => (
              <ColumnHeading key={header.id} sort={sortOf(header.column.id)}>
                <table.FlexRender header={header} />
              </ColumnHeading>
            ))}
          </tr>
        ))}
      </thead>
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <tr key={rowKey(row.original)}>
            {row.getAllCells().map((cell) => (
              <td key={cell.id} data-label={labels[cell.column.id]}>
                <table.FlexRender cell={cell} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** A column's heading; `aria-sort` tells assistive technology the order of the column the view is sorted by. */
function ColumnHeading({ sort, children }: { sort: ColumnSort | undefined; children: ReactNode }) {
  if (!sort) return <th scope="col">{children}</th>
  const label = (
    <>
      {children}
      <SortIndicator order={sort.order} />
    </>
  )
  return (
    <th scope="col" aria-sort={sort.order === null ? undefined : sort.order === 'asc' ? 'ascending' : 'descending'}>
      {'link' in sort ? (
        <Link {...sort.link} resetScroll={false} className="sort-button">
          {label}
        </Link>
      ) : (
        <button type="button" className="sort-button" onClick={sort.onSort}>
          {label}
        </button>
      )}
    </th>
  )
}
