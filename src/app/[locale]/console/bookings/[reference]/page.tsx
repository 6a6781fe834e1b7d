import { notFound } from 'next/navigation';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ActionFields } from '@/components/console/action-fields';
import { ConsoleBookingConversation } from '@/components/console/bookings/booking-conversation';
import { BookingPlace } from '@/components/console/bookings/booking-place';
import { BookingDocumentsDesk } from '@/components/console/bookings/documents-desk';
import { bookingStatusLabels, serviceName } from '@/components/console/bookings/booking-status';
import { ConsolePage } from '@/components/console/console-page';
import { RecordHistory } from '@/components/console/record-history';
import { ConsoleCard, ConsoleSection, FactList } from '@/components/console/section';
import { ShipmentEvents } from '@/components/console/shipment-events';
import { DataTable } from '@/components/ui/data-table';
import { SubmitButton } from '@/components/ui/submit-button';
import { Link } from '@/i18n/navigation';
import { asLocale } from '@/i18n/routing';
import {
  cancelBookingAction,
  resendBookingAction,
  revokeBookingLinkAction,
} from '@/lib/bookings/console-actions';
import { consoleBookingView } from '@/lib/bookings/console-view';
import type { BookingMailRow } from '@/lib/bookings/desk';
import { destinationText } from '@/lib/bookings/mail';
import { BOOKING_DONE, BOOKING_PROBLEMS } from '@/lib/bookings/outcomes';
import { readBookingReference } from '@/lib/bookings/reference';
import { receivingWarehouse } from '@/lib/bookings/warehouses';
import { answerIn } from '@/lib/console/action';
import type { HistoryItem } from '@/lib/console/history';
import { getDb } from '@/lib/db';
import { requireStaff } from '@/lib/staff/session';

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
  const view = reference ? await consoleBookingView(db, reference, me, new Date()) : undefined;
  if (!reference || !view) notFound();
  const { booking, trail, mails, history, may } = view;
  const [t, format, status] = await Promise.all([
    getTranslations('ConsoleBookings'),
    getFormatter(),
    bookingStatusLabels(locale),
  ]);
  const query = await searchParams;
  const { done, problem } = answerIn(query);
  const doneKey = one(BOOKING_DONE, done);
  const problemKey = one(BOOKING_PROBLEMS, problem);
  const customer = asLocale(booking.locale);
  const kg = (n: number) => format.number(n, { maximumFractionDigits: 2 });
  const cancelled = booking.cancelled_at !== null;
  // An expired link still stands: it can be revoked, and "Send again" mails it anew.
  const standing = view.link.state !== 'revoked';
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
        {status(view.status)}
      </span>,
    ],
    [t('detail.createdAt'), format.dateTime(new Date(booking.created_at), 'beijing')],
    [
      t('detail.createdBy'),
      booking.source === 'online'
        ? t('detail.bookedOnline', { email: booking.email ?? '' })
        : (view.bookedBy ?? t('detail.someone')),
    ],
    [t('detail.customer'), booking.customer],
    [t('detail.language'), t(`detail.languages.${customer}`)],
    [t('detail.email'), booking.email ?? t('detail.noEmail')],
    [t('detail.service'), serviceName(booking.service, locale)],
    [t('detail.origin'), receivingWarehouse(booking.origin).city[locale]],
    [t('detail.destination'), destinationText(view.destination, locale)],
    [t('detail.cartons'), booking.cartons],
    [
      t('detail.weights'),
      view.weights
        ? t('detail.weightsText', {
            list: format.list(view.weights.map(kg), 'enumeration'),
            total: kg(view.weights.reduce((a, b) => a + b, 0)),
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
      ) : may.viewEnquiry ? (
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
      <ConsoleSection name="facts" title={t('detail.factsTitle')}>
        <FactList facts={facts} testId="booking-facts" />
      </ConsoleSection>
      <ConsoleSection name="link" title={t('detail.linkTitle')} look="card">
        {view.link.state === 'expired' ? (
          <p data-testid="booking-link-expired">{t('detail.linkExpired')}</p>
        ) : view.link.state === 'standing' ? (
          <>
            <p className="text-muted text-sm">{t('detail.linkIntro')}</p>
            <p
              className="bg-surface rounded-md p-3 font-mono text-sm break-all select-all"
              data-testid="booking-link"
            >
              {view.link.url}
            </p>
            <p className="text-muted text-sm" data-testid="booking-link-expires">
              {t('detail.linkExpires', {
                date: format.dateTime(new Date(view.link.expiresAt), 'beijing'),
              })}
            </p>
          </>
        ) : (
          <p data-testid="booking-link-revoked">{t('detail.linkRevoked')}</p>
        )}
      </ConsoleSection>
      <ConsoleBookingConversation
        booking={booking}
        messages={view.messages}
        locale={locale}
        mayAnswer={may.answer}
      />
      <BookingPlace origin={booking.origin} departure={view.departure} locale={locale} />
      <BookingDocumentsDesk booking={booking} role={me.role} locale={locale} query={query} />
      {trail ? (
        <ShipmentEvents events={trail.events} locale={locale} headingId="trail-heading" />
      ) : (
        <p className="text-muted">{t('detail.trailGone')}</p>
      )}
      <ConsoleSection name="mails" title={t('detail.mailsTitle')}>
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
      </ConsoleSection>
      <RecordHistory
        items={history}
        locale={locale}
        title={t('detail.historyTitle')}
        caption={t('detail.historyCaption', { count: history.length })}
        what={what}
      />
      <ConsoleSection name="changes" title={t('detail.changesTitle')}>
        <div className="grid gap-4 lg:grid-cols-3">
          {may.cancel && (
            <Change
              title={t('detail.cancelTitle')}
              form={
                view.cancellable && {
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
          {may.link && (
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
      </ConsoleSection>
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
    <ConsoleCard title={title}>
      {form ? (
        <form action={form.action} className="space-y-3" data-testid={form.testId}>
          {fields}
          <p className="text-sm">{form.intro}</p>
          {children}
          <SubmitButton look={form.danger ? 'danger' : 'plain'}>{form.submit}</SubmitButton>
        </form>
      ) : (
        <p className="text-sm">{otherwise}</p>
      )}
    </ConsoleCard>
  );
}
