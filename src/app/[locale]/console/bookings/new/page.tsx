import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { BookingPlace } from '@/components/console/bookings/booking-place';
import { ConsolePage } from '@/components/console/console-page';
import { DeskForm, DeskText } from '@/components/console/desk-form';
import { Link } from '@/i18n/navigation';
import { asLocale } from '@/i18n/routing';
import { createBookingAction } from '@/lib/bookings/console-actions';
import { MAX_BOOKING_CARTONS } from '@/lib/bookings/limits';
import { bookingsOfEnquiry } from '@/lib/bookings/find';
import { departureFor } from '@/lib/bookings/route';
import { getDb } from '@/lib/db';
import { findEnquiry } from '@/lib/enquiries/export';
import { quoteLines, translator } from '@/lib/enquiries/quote-text';
import { readEnquiryReference } from '@/lib/enquiries/reference';
import { searchParam } from '@/lib/http/search-params';
import { can } from '@/lib/staff/permissions';
import { requireStaff } from '@/lib/staff/session';
import { ConsoleSection } from '@/components/console/section';

const PATH = '/console/bookings/new';
const link = 'text-primary font-semibold underline';

/**
 * "Create booking" (`/console/bookings/new?enquiry=REF`): the won enquiry's quote as
 * quoted for checking, the receiving warehouse its cartons go to and the departure they can
 * catch, and the form that confirms it (cartons and destination corrected if need be). An
 * enquiry already booked links to its booking; one that cannot be booked says why.
 */
export default async function NewBookingPage({
  params,
  searchParams,
}: PageProps<'/[locale]/console/bookings/new'>) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const me = await requireStaff(locale, PATH, 'bookings.create');
  const t = await getTranslations('ConsoleBookings');
  const reference = readEnquiryReference(searchParam(await searchParams, 'enquiry', 40) ?? '');
  const { db } = await getDb();
  const enquiry = reference ? await findEnquiry(db, reference) : undefined;
  const standing = enquiry
    ? (await bookingsOfEnquiry(db, enquiry.reference)).find((b) => b.cancelled_at === null)
    : undefined;
  const frame = (title: string, children: ReactNode) => (
    <ConsolePage
      staff={me}
      section="/console/bookings"
      title={title}
      up={{ href: '/console/bookings', label: t('detail.back') }}
    >
      {children}
    </ConsolePage>
  );
  if (!enquiry)
    return frame(
      t('create.titleNone'),
      <p data-testid="booking-no-enquiry">
        {reference ? t('create.missing', { reference }) : t('create.noEnquiry')}
      </p>,
    );
  const title = t('create.title', { reference: enquiry.reference });
  if (standing)
    return frame(
      title,
      <p data-testid="booking-standing">
        {t('create.standing', { reference: standing.reference, waybill: standing.waybill })}{' '}
        <Link href={`/console/bookings/${standing.reference}`} className={link}>
          {t('create.openBooking', { reference: standing.reference })}
        </Link>
      </p>,
    );
  const quote = enquiry.quote;
  if (enquiry.status !== 'won' || !quote)
    return frame(
      title,
      <p data-testid="booking-not-bookable">
        {t('create.notBookable', { reference: enquiry.reference })}{' '}
        {can(me.role, 'enquiries.view') && (
          <Link href={`/console/enquiries/${enquiry.reference}`} className={link}>
            {t('create.openEnquiry', { reference: enquiry.reference })}
          </Link>
        )}
      </p>,
    );
  const departure = departureFor(quote.channel.code, quote, new Date());
  return frame(
    title,
    <>
      <p className="text-muted">{t('create.intro')}</p>
      <ConsoleSection name="quote" title={t('create.quoteTitle')}>
        <p
          className="border-line bg-surface rounded-lg border p-4 text-sm [overflow-wrap:anywhere] whitespace-pre-wrap"
          data-testid="booking-quote"
        >
          {quoteLines(translator(locale), locale, quote, true).slice(1).join('\n')}
        </p>
      </ConsoleSection>
      <BookingPlace origin={quote.origin.code} departure={departure} locale={locale} />
      <ConsoleSection name="confirm" title={t('create.formTitle')} look="card">
        <DeskForm
          action={createBookingAction}
          hidden={{ locale, back: PATH, enquiry: enquiry.reference }}
          submit={t('create.submit')}
          problemHeading={t('create.problemHeading')}
          testId="booking-create"
        >
          <div className="grid gap-4 sm:grid-cols-[12rem_1fr] lg:max-w-3xl">
            <DeskText
              id="booking-cartons"
              name="cartons"
              label={t('create.cartonsLabel')}
              hint={t('create.cartonsHint', { max: MAX_BOOKING_CARTONS, count: quote.cartonCount })}
              defaultValue={String(quote.cartonCount)}
              maxLength={3}
              inputMode="numeric"
            />
            <DeskText
              id="booking-destination"
              name="destination"
              label={t('create.destinationLabel')}
              hint={t('create.destinationHint')}
              defaultValue={quote.destination.fbaCode ?? quote.destination.input}
              maxLength={100}
            />
          </div>
        </DeskForm>
      </ConsoleSection>
    </>,
  );
}
