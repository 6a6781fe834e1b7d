import { DocumentsAttention } from '@/components/console/bookings/documents-attention';
import { documentsAttention } from '@/lib/bookings/documents';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { BookingFiltersForm } from '@/components/console/bookings/booking-filters';
import { bookingStatusLabels, serviceName } from '@/components/console/bookings/booking-status';
import { ConsolePage } from '@/components/console/console-page';
import { ConsolePager, pagerLinks } from '@/components/console/console-pager';
import { ExportButton } from '@/components/console/download-button';
import { IgnoredFilters } from '@/components/console/console-filters';
import { referenceColumn } from '@/components/console/list-columns';
import { DataTable } from '@/components/ui/data-table';
import { Link } from '@/i18n/navigation';
import { asLocale, localizedPath } from '@/i18n/routing';
import {
  bookingFilterParams,
  findBookings,
  readBookingFilters,
  readyToBook,
  type BookingListRow,
  type ReadyToBook,
} from '@/lib/bookings/desk';
import { destinationText } from '@/lib/bookings/mail';
import { receivingWarehouse } from '@/lib/bookings/warehouses';
import { answerIn } from '@/lib/console/action';
import { listAddresses } from '@/lib/console/filters';
import { decodeCursor } from '@/lib/console/keyset';
import { getDb } from '@/lib/db';
import { searchParam } from '@/lib/http/search-params';
import { can } from '@/lib/staff/permissions';
import { requireStaff } from '@/lib/staff/session';
import { ConsoleSection } from '@/components/console/section';

const PATH = '/console/bookings';
const badge = 'border-line bg-surface inline-block rounded-full border px-2 py-0.5 text-sm';

/**
 * The bookings desk: the won enquiries waiting to be booked, then the bookings
 * newest first by keyset pages, filtered by their shipment's status, service, receiving
 * warehouse and booking date; operations download the filtered list as CSV.
 */
export default async function BookingsPage({
  params,
  searchParams,
}: PageProps<'/[locale]/console/bookings'>) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const me = await requireStaff(locale, PATH, 'bookings.view');
  const [t, tc, format, status] = await Promise.all([
    getTranslations('ConsoleBookings'),
    getTranslations('Console'),
    getFormatter(),
    bookingStatusLabels(locale),
  ]);
  const query = await searchParams;
  const { filters, ignored } = readBookingFilters(query);
  const { db } = await getDb();
  const [ready, page, attention] = await Promise.all([
    readyToBook(db),
    findBookings(db, filters, decodeCursor(searchParam(query, 'after'))),
    documentsAttention(db, new Date()),
  ]);
  const kept = bookingFilterParams(filters);
  const { address, exportHref } = listAddresses(PATH, locale, kept);
  const mayCreate = can(me.role, 'bookings.create');
  const city = (origin: string) => receivingWarehouse(origin).city[locale];
  return (
    <ConsolePage
      staff={me}
      section={PATH}
      title={tc('sections.bookings')}
      problem={answerIn(query).problem === 'missing' ? t('detail.problem.missing') : undefined}
      actions={
        can(me.role, 'bookings.export') && (
          <ExportButton href={exportHref} label={t('list.export')} />
        )
      }
    >
      <DocumentsAttention rows={attention} />
      <ConsoleSection name="ready" title={t('ready.title')}>
        {ready.length === 0 ? (
          <p className="text-muted" data-testid="ready-empty">
            {t('ready.empty')}
          </p>
        ) : (
          <>
            <p className="text-muted">{t('ready.intro', { count: ready.length })}</p>
            <div data-testid="ready-to-book">
              <DataTable<ReadyToBook>
                caption={t('ready.caption', { count: ready.length })}
                rows={ready}
                rowKey={(r) => r.reference}
                scroll={{ label: t('ready.title'), minWidth: 'min-w-[48rem]' }}
                columns={[
                  {
                    header: t('ready.enquiry'),
                    rowHeader: true,
                    className: 'font-mono whitespace-nowrap',
                    cell: (r) =>
                      can(me.role, 'enquiries.view') ? (
                        <Link
                          href={`/console/enquiries/${r.reference}`}
                          className="text-primary underline"
                        >
                          {r.reference}
                        </Link>
                      ) : (
                        r.reference
                      ),
                  },
                  { header: t('list.customer'), cell: (r) => r.customer },
                  {
                    header: t('ready.route'),
                    cell: (r) => (
                      <>
                        {t('list.routeText', {
                          origin: r.quote.origin.name[locale],
                          destination: destinationText(r.quote.destination, locale),
                        })}
                        <span className="text-muted block text-sm">
                          {serviceName(r.quote.channel.code, locale)}
                        </span>
                      </>
                    ),
                  },
                  {
                    header: t('list.cartons'),
                    cell: (r) => r.quote.cartonCount,
                    className: 'tabular-nums',
                  },
                  {
                    header: t('ready.action'),
                    cell: (r) =>
                      mayCreate ? (
                        <Link
                          href={`${PATH}/new?enquiry=${r.reference}`}
                          className="text-primary font-semibold whitespace-nowrap underline"
                          aria-label={t('ready.createLabel', { reference: r.reference })}
                        >
                          {t('ready.create')}
                        </Link>
                      ) : (
                        '—'
                      ),
                  },
                ]}
              />
            </div>
          </>
        )}
      </ConsoleSection>
      <BookingFiltersForm action={localizedPath(PATH, locale)} filters={filters} locale={locale} />
      <IgnoredFilters names={ignored} message={(names) => t('list.ignored', { names })} />
      {page.rows.length === 0 ? (
        <p className="border-line rounded-xl border p-6 text-center" data-testid="no-bookings">
          {kept.size > 0 ? t('list.empty') : t('list.emptyAll')}
        </p>
      ) : (
        <div data-testid="bookings">
          <DataTable<BookingListRow>
            caption={t('list.caption')}
            rows={page.rows}
            rowKey={(r) => String(r.id)}
            scroll={{ label: t('list.caption'), minWidth: 'min-w-[68rem]' }}
            columns={[
              referenceColumn(t('list.reference'), PATH),
              { header: t('list.waybill'), cell: (r) => r.waybill, className: 'font-mono' },
              {
                header: t('list.created'),
                className: 'whitespace-nowrap',
                cell: (r) => format.dateTime(new Date(r.created_at), 'beijing'),
              },
              {
                header: t('list.customer'),
                cell: (r) => (
                  <>
                    {r.customer}
                    {r.source === 'online' && (
                      <span className="text-muted block text-sm">{t('list.source.online')}</span>
                    )}
                  </>
                ),
              },
              { header: t('list.service'), cell: (r) => serviceName(r.service, locale) },
              {
                header: t('list.route'),
                cell: (r) =>
                  t('list.routeText', {
                    origin: city(r.origin),
                    destination: destinationText(r.destination, locale),
                  }),
              },
              { header: t('list.cartons'), cell: (r) => r.cartons, className: 'tabular-nums' },
              {
                header: t('list.status'),
                cell: (r) => <span className={badge}>{status(r.status)}</span>,
              },
            ]}
          />
        </div>
      )}
      <ConsolePager {...pagerLinks(address, searchParam(query, 'after'), page.next)} />
    </ConsolePage>
  );
}
