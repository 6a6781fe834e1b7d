import { notFound } from 'next/navigation';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ActionFields } from '@/components/console/action-fields';
import { BookingPlace } from '@/components/console/bookings/booking-place';
import { BookingDocumentsDesk } from '@/components/console/bookings/documents-desk';
import { bookingStatusLabels, serviceName } from '@/components/console/bookings/booking-status';
import { ConsolePage } from '@/components/console/console-page';
import { RecordHistory } from '@/components/console/enquiry-history';
import { ShipmentEvents } from '@/components/console/shipment-events';
import { DataTable } from '@/components/ui/data-table';
import { Link } from '@/i18n/navigation';
import { asLocale } from '@/i18n/routing';
import {
  cancelBookingAction,
  resendBookingAction,
  revokeBookingLinkAction,
} from '@/lib/bookings/console-actions';
import { bookingMails, type BookingMailRow } from '@/lib/bookings/desk';
import { conversationOf } from '@/lib/bookings/messages';
import { ConsoleBookingConversation } from '@/components/console/bookings/booking-conversation';
import { bookingLink } from '@/lib/bookings/links';
import { destinationText } from '@/lib/bookings/mail';
import { findBooking, goodsMoved, readBookingReference } from '@/lib/bookings/store';
import { receivingWarehouse } from '@/lib/bookings/warehouses';
import { answerIn } from '@/lib/console/action';
import { historyOf, type HistoryItem } from '@/lib/console/history';
import { getDb } from '@/lib/db';
import { fromJson } from '@/lib/db/json';
import { staffNames } from '@/lib/enquiries/desk';
import { can } from '@/lib/staff/permissions';
import { requireStaff } from '@/lib/staff/session';
import { shipmentTrail } from '@/lib/tracking/trail';

const card = 'border-line space-y-3 rounded-xl border p-4 sm:p-5';
const button =
  'border-line hover:bg-primary-soft h-11 rounded-md border bg-white px-4 font-semibold';
const DONE = ['created', 'existing', 'cancelled', 'resent', 'revoked'] as const;
const PROBLEMS = ['moved', 'noEmail', 'cancelled', 'confirm', 'unchanged', 'missing'] as const;
const one = <T extends string>(list: readonly T[], value?: string) => list.find((v) => v === value);

/**
 * One booking (`/console/bookings/<reference>`): its facts, the enquiry it came from,
 * its page's link, the receiving warehouse and departure, the shipment's trail, its mails and
 * timeline, and the desk's changes (cancel before the goods move, send the mail again, revoke
 * the link), each a plain form that comes back here saying what happened.
 */
export default async function BookingPage({
  params,
  searchParams,
}: PageProps<'/[locale]/console/bookings/[reference]'>) {
  const { locale: raw, reference: typed } = await params;
  const locale = asLocale(raw);
  setRequestLocale(locale);
  const reference = readBookingReference(decodeURIComponent(typed));
  const path = `/console/bookings/${reference ?? ''}`;
  const me = await requireStaff(locale, reference ? path : '/console/bookings', 'bookings.view');
  const { db } = await getDb();
  const booking = reference ? await findBooking(db, reference) : undefined;
  if (!reference || !booking) notFound();
  const now = new Date();
  const [trail, mails, history, names, moved] = await Promise.all([
    shipmentTrail(db, booking.waybill, now),
    bookingMails(db, booking),
    historyOf(db, { type: 'booking', id: booking.reference }),
    staffNames(db, [booking.created_by]),
    goodsMoved(db, booking.waybill),
  ]);
  const [t, format, status] = await Promise.all([
    getTranslations('ConsoleBookings'),
    getFormatter(),
    bookingStatusLabels(locale),
  ]);
  const { done, problem } = answerIn(await searchParams);
  const doneKey = one(DONE, done);
  const problemKey = one(PROBLEMS, problem);
  const customer = asLocale(booking.locale);
  const detail = fromJson(booking.destination_detail);
  const weights = fromJson(booking.carton_weights);
  const departure = fromJson(booking.departure);
  const kg = (n: number) => format.number(n, { maximumFractionDigits: 2 });
  const cancelled = booking.cancelled_at !== null;
  const standing = booking.link_hash !== null;
  const expired = standing && (booking.link_expires_at ?? '') <= new Date().toISOString();
  const facts: [string, ReactNode][] = [
    [
      t('detail.waybill'),
      <span key="waybill" className="font-mono">
        {booking.waybill}
      </span>,
    ],
    [
      t('detail.status'),
      <span key="status" data-testid="booking-status">
        {status(cancelled ? 'cancelled' : (trail?.shipment.status ?? null))}
      </span>,
    ],
    [t('detail.createdAt'), format.dateTime(new Date(booking.created_at), 'beijing')],
    [
      t('detail.createdBy'),
      booking.source === 'online'
        ? t('detail.bookedOnline', { email: booking.email ?? '' })
        : ((booking.created_by && names.get(booking.created_by)) ?? t('detail.someone')),
    ],
    [t('detail.customer'), booking.customer],
    [t('detail.language'), t(`detail.languages.${customer}`)],
    [t('detail.email'), booking.email ?? t('detail.noEmail')],
    [t('detail.service'), serviceName(booking.service, locale)],
    [t('detail.origin'), receivingWarehouse(booking.origin).city[locale]],
    [t('detail.destination'), destinationText(detail, locale)],
    [t('detail.cartons'), booking.cartons],
    [
      t('detail.weights'),
      weights
        ? t('detail.weightsText', {
            list: format.list(weights.map(kg), 'enumeration'),
            total: kg(weights.reduce((a, b) => a + b, 0)),
          })
        : t('detail.weightsNone'),
    ],
    ...(booking.source === 'online'
      ? ([
          [t('detail.contact'), booking.contact ?? ''],
          [t('detail.phone'), booking.phone ?? ''],
        ] as [string, ReactNode][])
      : []),
    [
      t('detail.enquiry'),
      booking.enquiry_reference === null ? (
        t('detail.noEnquiry')
      ) : can(me.role, 'enquiries.view') ? (
        <Link
          href={`/console/enquiries/${booking.enquiry_reference}`}
          className="text-primary font-mono underline"
        >
          {booking.enquiry_reference}
        </Link>
      ) : (
        <span className="font-mono">{booking.enquiry_reference}</span>
      ),
    ],
  ];
  if (cancelled)
    facts.push([
      t('detail.cancelledAt'),
      format.dateTime(new Date(booking.cancelled_at!), 'beijing'),
    ]);
  const fields = (
    <>
      <ActionFields locale={locale} back={path} />
      <input type="hidden" name="reference" value={booking.reference} />
    </>
  );
  const what = ({ kind, details }: HistoryItem) =>
    kind === 'booked'
      ? t('detail.entry.booked', {
          cartons: Number(details.cartons),
          waybill: String(details.waybill),
        })
      : kind === 'cancel' || kind === 'resend' || kind === 'revoke' || kind === 'link'
        ? t(`detail.entry.${kind}`)
        : kind;
  const mailKind = (kind: string) => {
    const key = `detail.mailKind.${kind}` as 'detail.mailKind.tracking-status';
    return t.has(key) ? t(key) : kind;
  };
  const mailStatus = (s: string) => {
    const key = `detail.mailStatus.${s}` as 'detail.mailStatus.sent';
    return t.has(key) ? t(key) : s;
  };
  return (
    <ConsolePage
      staff={me}
      section="/console/bookings"
      title={t('detail.title', { reference: booking.reference })}
      up={{ href: '/console/bookings', label: t('detail.back') }}
      notice={
        doneKey &&
        t(`detail.done.${doneKey}`, { reference: booking.reference, waybill: booking.waybill })
      }
      problem={problemKey && t(`detail.problem.${problemKey}`)}
    >
      <section aria-labelledby="facts-heading" className="space-y-3">
        <h2 id="facts-heading" className="text-lg font-semibold">
          {t('detail.factsTitle')}
        </h2>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]" data-testid="booking-facts">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted font-semibold">{label}</dt>
              <dd className="min-w-0 [overflow-wrap:anywhere]">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="link-heading" className={card}>
        <h2 id="link-heading" className="text-lg font-semibold">
          {t('detail.linkTitle')}
        </h2>
        {expired ? (
          <p data-testid="booking-link-expired">{t('detail.linkExpired')}</p>
        ) : standing ? (
          <>
            <p className="text-muted text-sm">{t('detail.linkIntro')}</p>
            <p
              className="bg-surface rounded-md p-3 font-mono text-sm break-all select-all"
              data-testid="booking-link"
            >
              {bookingLink(booking)}
            </p>
            <p className="text-muted text-sm" data-testid="booking-link-expires">
              {t('detail.linkExpires', {
                date: format.dateTime(new Date(booking.link_expires_at!), 'beijing'),
              })}
            </p>
          </>
        ) : (
          <p data-testid="booking-link-revoked">{t('detail.linkRevoked')}</p>
        )}
      </section>
      <ConsoleBookingConversation
        booking={booking}
        messages={await conversationOf(db, booking.reference)}
        locale={locale}
        mayAnswer={can(me.role, 'bookings.message')}
      />
      <BookingPlace origin={booking.origin} departure={departure} locale={locale} />
      <BookingDocumentsDesk
        booking={booking}
        role={me.role}
        locale={locale}
        query={await searchParams}
      />
      {trail ? (
        <ShipmentEvents events={trail.events} locale={locale} headingId="trail-heading" />
      ) : (
        <p className="text-muted">{t('detail.trailGone')}</p>
      )}
      <section aria-labelledby="mails-heading" className="space-y-3">
        <h2 id="mails-heading" className="text-lg font-semibold">
          {t('detail.mailsTitle')}
        </h2>
        {mails.length === 0 ? (
          <p className="text-muted" data-testid="booking-no-mails">
            {t('detail.noMails')}
          </p>
        ) : (
          <div data-testid="booking-mails">
            <DataTable<BookingMailRow>
              caption={t('detail.mailsCaption', { count: mails.length })}
              rows={mails}
              rowKey={(m) => String(m.id)}
              scroll={{ label: t('detail.mailsTitle'), minWidth: 'min-w-[60rem]' }}
              columns={[
                {
                  header: t('detail.mailCreated'),
                  cell: (m) => format.dateTime(new Date(m.createdAt), 'beijing'),
                  rowHeader: true,
                  className: 'whitespace-nowrap',
                },
                { header: t('detail.mailKindColumn'), cell: (m) => mailKind(m.kind) },
                { header: t('detail.mailTo'), cell: (m) => m.to, className: 'break-all' },
                { header: t('detail.mailSubject'), cell: (m) => m.subject },
                { header: t('detail.mailStatusColumn'), cell: (m) => mailStatus(m.status) },
                {
                  header: t('detail.mailSent'),
                  cell: (m) => (m.sentAt ? format.dateTime(new Date(m.sentAt), 'beijing') : '—'),
                  className: 'whitespace-nowrap',
                },
              ]}
            />
          </div>
        )}
      </section>
      <RecordHistory
        items={history}
        locale={locale}
        title={t('detail.historyTitle')}
        caption={t('detail.historyCaption', { count: history.length })}
        what={what}
      />
      <section aria-labelledby="changes-heading" className="space-y-3">
        <h2 id="changes-heading" className="text-lg font-semibold">
          {t('detail.changesTitle')}
        </h2>
        <div className="grid gap-4 lg:grid-cols-3">
          {can(me.role, 'bookings.cancel') && (
            <Change
              title={t('detail.cancelTitle')}
              form={
                !cancelled &&
                !moved && {
                  action: cancelBookingAction,
                  testId: 'cancel-form',
                  intro: t('detail.cancelIntro'),
                  submit: t('detail.cancelSubmit'),
                  danger: true,
                }
              }
              otherwise={cancelled ? t('detail.cancelDone') : t('detail.cancelMoved')}
              fields={fields}
            >
              <label htmlFor="cancel-confirm" className="flex items-start gap-2 text-sm">
                <input
                  id="cancel-confirm"
                  type="checkbox"
                  name="confirm"
                  value="on"
                  required
                  className="mt-1"
                />
                <span>{t('detail.cancelConfirm', { reference: booking.reference })}</span>
              </label>
            </Change>
          )}
          {can(me.role, 'bookings.link') && (
            <>
              <Change
                title={t('detail.resendTitle')}
                form={
                  !cancelled &&
                  booking.email !== null && {
                    action: resendBookingAction,
                    testId: 'resend-form',
                    intro: t(standing ? 'detail.resendIntro' : 'detail.resendNewLink', {
                      email: booking.email,
                      language: t(`detail.languages.${customer}`),
                    }),
                    submit: t('detail.resendSubmit'),
                  }
                }
                otherwise={cancelled ? t('detail.resendCancelled') : t('detail.noEmailResend')}
                fields={fields}
              />
              <Change
                title={t('detail.revokeTitle')}
                form={
                  standing && {
                    action: revokeBookingLinkAction,
                    testId: 'revoke-form',
                    intro: t('detail.revokeIntro'),
                    submit: t('detail.revokeSubmit'),
                  }
                }
                otherwise={t('detail.revokeDone')}
                fields={fields}
              />
            </>
          )}
        </div>
      </section>
    </ConsolePage>
  );
}

/**
 * One of the booking's changes: a card with its title, and its plain form (the hidden fields,
 * what it does, `children`'s own fields, the button) when it can be made, else why not.
 */
function Change({
  title,
  form,
  otherwise,
  fields,
  children,
}: {
  title: string;
  form:
    | false
    | {
        action: (form: FormData) => Promise<never>;
        testId: string;
        intro: string;
        submit: string;
        danger?: boolean;
      };
  otherwise: string;
  fields: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className={card}>
      <h3 className="font-semibold">{title}</h3>
      {form ? (
        <form action={form.action} className="space-y-3" data-testid={form.testId}>
          {fields}
          <p className="text-sm">{form.intro}</p>
          {children}
          <button
            type="submit"
            className={
              form.danger ? 'bg-danger h-11 rounded-md px-4 font-semibold text-white' : button
            }
          >
            {form.submit}
          </button>
        </form>
      ) : (
        <p className="text-sm">{otherwise}</p>
      )}
    </div>
  );
}
