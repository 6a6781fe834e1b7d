import { Link } from '@/i18n/navigation';
import type { Column } from '@/components/ui/data-table';

/**
 * A console list's first column: each row's reference (an enquiry's, a booking's), the row's
 * header, linking to the record's page at `<path>/<reference>`.
 */
export function referenceColumn<Row extends { reference: string }>(
  header: string,
  path: string,
): Column<Row> {
  return {
    header,
    rowHeader: true,
    className: 'font-mono whitespace-nowrap',
    cell: (r) => (
      <Link href={`${path}/${r.reference}`} className="text-primary underline">
        {r.reference}
      </Link>
    ),
  };
}
