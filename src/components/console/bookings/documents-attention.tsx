import { getFormatter, getTranslations } from 'next-intl/server';
import { DataTable } from '@/components/ui/data-table';
import { Link } from '@/i18n/navigation';
import { ConsoleSection } from '@/components/console/section';
import type { AttentionRow } from '@/lib/bookings/documents';

/**
 * The operations desk's "needs attention" list: standing bookings whose cut-off is within 48
 * hours and which still lack a required document (documentsAttention). The console's home shows
 * its count (DocumentsAttentionCard), which is this list's length.
 */
export async function DocumentsAttention({ rows }: { rows: AttentionRow[] }) {
  const [t, format] = await Promise.all([getTranslations('BookingDocuments'), getFormatter()]);
  return (
    <ConsoleSection
      name="documents-attention"
      id="documents-attention"
      title={t('attention.title')}
      testId="documents-attention"
    >
      <p className="text-muted text-sm">{t('attention.intro')}</p>
      {rows.length === 0 ? (
        <p className="text-muted">{t('attention.none')}</p>
      ) : (
        <DataTable<AttentionRow>
          caption={t('attention.caption', { count: rows.length })}
          rows={rows}
          rowKey={(row) => row.reference}
          scroll={{ label: t('attention.title'), minWidth: 'min-w-[40rem]' }}
          columns={[
            {
              header: t('attention.booking'),
              rowHeader: true,
              cell: (row) => (
                <Link
                  href={`/console/bookings/${row.reference}#documents`}
                  className="text-primary font-mono underline"
                >
                  {row.reference}
                </Link>
              ),
            },
            { header: t('attention.customer'), cell: (row) => row.customer },
            {
              header: t('attention.cutoff'),
              cell: (row) => format.dateTime(new Date(row.cutoff), 'beijing'),
              className: 'whitespace-nowrap',
            },
            {
              header: t('attention.missing'),
              cell: (row) => row.missing.map((kind) => t(`kinds.${kind}`)).join(', '),
            },
          ]}
        />
      )}
    </ConsoleSection>
  );
}

/** The console home's card: how many bookings the list above holds, linking to it. */
export async function DocumentsAttentionCard({ count }: { count: number }) {
  const t = await getTranslations('BookingDocuments');
  return (
    <Link
      href="/console/bookings#documents-attention"
      className={`bg-surface hover:border-primary block max-w-sm rounded-lg border p-4 ${count > 0 ? 'border-danger' : 'border-line'}`}
      data-testid="documents-attention-card"
    >
      <span className="block text-lg font-semibold">{t('attention.card', { count })}</span>
      <span className="text-muted block text-sm">{t('attention.cardHint')}</span>
    </Link>
  );
}
