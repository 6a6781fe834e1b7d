import type { ReactNode } from 'react';
import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { co2eFormatter, isoDateFormatter, moneyFormatters } from '@/i18n/formats';
import { Link } from '@/i18n/navigation';
import { destinationText } from '@/lib/bookings/mail';
import type { QuoteSnapshot } from '@/lib/enquiries/snapshot';
import { asLocale } from '@/i18n/routing';
import { signOutOfAccount } from '@/lib/accounts/action';
import { removeSavedQuoteAction } from '@/lib/accounts/quote-actions';
import { bookPath } from '@/lib/accounts/quote-paths';
import { quoteHolds, type SavedQuote } from '@/lib/accounts/saved';
import { isEnquiryStatus } from '@/lib/enquiries/status';
import type { accountBookings, accountQuotes } from '@/lib/accounts/records';
import type { sessionsOf } from '@/lib/accounts/sessions';
import { DataTable } from '@/components/ui/data-table';
import { HeadedSection } from '@/components/ui/headed-section';
import { SectionLink } from '@/components/account/section-link';
import { RemoveForm } from '@/components/account/remove-form';

type Quotes = Awaited<ReturnType<typeof accountQuotes>>;
type Bookings = Awaited<ReturnType<typeof accountBookings>>;
type Sessions = Awaited<ReturnType<typeof sessionsOf>>;

const buttonClass =
  'border-line hover:bg-surface inline-flex min-h-11 items-center rounded-md border px-4 font-semibold';

/** A browser's name for the sessions list: the family from its User-Agent, else "a browser". */
function browserOf(agent: string | null): string | null {
  if (!agent) return null;
  const family = /(Edg|Firefox|Chrome|Safari)\/[\d.]+/.exec(agent)?.[1];
  const system = /(Windows|Android|iPhone|iPad|Mac OS X|Linux)/.exec(agent)?.[1];
  const name = family === 'Edg' ? 'Edge' : family;
  return [name, system?.replace('Mac OS X', 'macOS')].filter(Boolean).join(' · ') || null;
}

/**
 * The shipper's account: their quote requests, bookings and parcels (every record sent with
 * the verified address), and the browsers signed in, with signing out here or everywhere.
 */
export async function AccountHome({
  email,
  quotes,
  bookings,
  sessions,
  currentSession,
  saved,
  notice,
  numbers,
}: {
  email: string;
  quotes: Quotes;
  /** The offers the shipper saved from the price lookup. */
  saved: SavedQuote[];
  /** What a saved-quote action just did ('saved', 'removed', 'full'), said above the list. */
  notice?: 'saved' | 'removed' | 'full';
  bookings: Bookings;
  sessions: Sessions;
  currentSession: string;
  /** The shipper's own numbers (account-numbers.tsx), when they have booked. */
  numbers?: ReactNode;
}) {
  const t = await getTranslations('Account');
  const q = await getTranslations('AccountQuotes');
  const parcels = await getTranslations('AccountParcels');
  const data = await getTranslations('AccountData');
  const tracking = await getTranslations('Tracking');
  const locale = asLocale(await getLocale());
  const format = await getFormatter();
  const money = moneyFormatters(locale);
  const co2e = co2eFormatter(locale);
  const day = isoDateFormatter(locale, { year: 'numeric', month: 'short', day: 'numeric' });
  const now = new Date();
  const when = (iso: string) => format.dateTime(new Date(iso), 'beijing');
  const place = (d: QuoteSnapshot['destination']) => destinationText(d, locale);
  const signOut = (everywhere: boolean, label: string, testId: string) => (
    <form action={signOutOfAccount}>
      <input type="hidden" name="locale" value={locale} />
      {everywhere && <input type="hidden" name="everywhere" value="1" />}
      <button type="submit" className={buttonClass} data-testid={testId}>
        {label}
      </button>
    </form>
  );

  return (
    <div className="container-page space-y-8 py-10" data-testid="account-home">
      <p className="text-muted">
        {t('signedInAs')} <strong className="text-ink">{email}</strong>
      </p>
      {numbers}

      <HeadedSection look="card" headingId="account-bookings" title={t('bookingsHeading')}>
        {bookings.length === 0 ? (
          <p className="text-muted mt-2">{t('noBookings')}</p>
        ) : (
          <DataTable
            className="mt-4"
            scroll={{ label: t('bookingsHeading'), minWidth: 'min-w-[40rem]' }}
            rows={bookings}
            rowKey={(b) => b.reference}
            columns={[
              {
                header: t('waybill'),
                rowHeader: true,
                className: 'font-mono whitespace-nowrap',
                cell: (b) => (
                  <Link
                    href={`/account/bookings/${b.reference}`}
                    className="text-primary underline"
                  >
                    {b.waybill}
                  </Link>
                ),
              },
              { header: t('status'), cell: (b) => tracking(`status.${b.status}`) },
              { header: t('to'), cell: (b) => place(b.destination) },
              { header: t('cartons'), cell: (b) => b.cartons, className: 'tabular-nums' },
              {
                header: t('booked'),
                cell: (b) => when(b.createdAt),
                className: 'whitespace-nowrap',
              },
            ]}
          />
        )}
      </HeadedSection>

      <HeadedSection look="card" headingId="account-parcels" title={t('parcelsHeading')}>
        {bookings.length === 0 ? (
          <p className="text-muted mt-2">{t('noParcels')}</p>
        ) : (
          <ul className="mt-3 space-y-2" data-testid="account-parcels">
            {bookings.map((b) => (
              <li key={b.waybill} className="flex flex-wrap items-baseline gap-x-3">
                <Link
                  href={`/query-route?numbers=${b.waybill}`}
                  className="text-primary font-mono underline"
                >
                  {b.waybill}
                </Link>
                <span>{tracking(`status.${b.status}`)}</span>
              </li>
            ))}
          </ul>
        )}
        <SectionLink href="/account/parcels" testId="account-parcels-link">
          {parcels('allParcels')}
        </SectionLink>
      </HeadedSection>

      <HeadedSection
        look="card"
        headingId="account-saved"
        id="saved-quotes"
        title={q('savedHeading')}
      >
        {notice && (
          <p role="status" className="bg-surface mt-3 rounded-lg p-3" data-testid="saved-notice">
            {notice === 'full'
              ? q('full', { max: 200 })
              : q(notice === 'saved' ? 'savedNotice' : 'removedNotice')}
          </p>
        )}
        {saved.length === 0 ? (
          <p className="text-muted mt-2">{q('noSaved')}</p>
        ) : (
          <DataTable
            className="mt-4"
            scroll={{ label: q('savedHeading'), minWidth: 'min-w-[52rem]' }}
            rows={saved}
            rowKey={(s) => s.id}
            columns={[
              {
                header: q('lane'),
                rowHeader: true,
                cell: (s) => (
                  <>
                    {`${s.quote.origin.name[locale]} → ${place(s.quote.destination)}`}
                    <span className="text-muted block text-sm">{s.quote.channel.name[locale]}</span>
                  </>
                ),
              },
              { header: q('cartons'), cell: (s) => s.quote.cartonCount, className: 'tabular-nums' },
              {
                header: q('price'),
                cell: (s) => money.fen(s.quote.totalFen),
                className: 'tabular-nums whitespace-nowrap',
              },
              {
                header: q('co2e'),
                cell: (s) => (s.quote.co2eKg === undefined ? '—' : `${co2e(s.quote.co2eKg)} kg`),
                className: 'tabular-nums whitespace-nowrap',
              },
              {
                header: q('validUntil'),
                cell: (s) =>
                  quoteHolds(s.quote, now) ? (
                    day(s.quote.validUntil)
                  ) : (
                    <>
                      {day(s.quote.validUntil)}
                      <span className="text-muted block text-sm">{q('expired')}</span>
                    </>
                  ),
              },
              {
                header: q('actions'),
                cell: (s) => {
                  const lane = `${s.quote.origin.name[locale]} → ${place(s.quote.destination)}`;
                  return (
                    <div className="flex flex-wrap items-center gap-2">
                      <Link
                        href={bookPath({ saved: s.id })}
                        className="text-primary inline-flex min-h-11 items-center font-semibold underline"
                        data-testid="book-saved"
                      >
                        {q('book')}
                        <span className="sr-only">: {lane}</span>
                      </Link>
                      <RemoveForm
                        action={removeSavedQuoteAction}
                        locale={locale}
                        id={s.id}
                        label={q('removeLabel', { lane })}
                        className={buttonClass}
                      >
                        {q('remove')}
                      </RemoveForm>
                    </div>
                  );
                },
              },
            ]}
          />
        )}
        <SectionLink href="/account/addresses">{q('addressBookLink')}</SectionLink>
      </HeadedSection>

      <HeadedSection look="card" headingId="account-quotes" title={t('quotesHeading')}>
        {quotes.length === 0 ? (
          <p className="text-muted mt-2">{t('noQuotes')}</p>
        ) : (
          <DataTable
            className="mt-4"
            scroll={{ label: t('quotesHeading'), minWidth: 'min-w-[48rem]' }}
            rows={quotes}
            rowKey={(q) => q.reference}
            columns={[
              {
                header: t('reference'),
                rowHeader: true,
                className: 'font-mono',
                cell: (q) => q.reference,
              },
              {
                header: t('lane'),
                cell: (q) => `${q.quote.origin.name[locale]} → ${place(q.quote.destination)}`,
              },
              { header: t('cartons'), cell: (q) => q.quote.cartonCount, className: 'tabular-nums' },
              {
                header: t('price'),
                cell: (q) => money.fen(q.quote.totalFen),
                className: 'tabular-nums whitespace-nowrap',
              },
              {
                header: t('co2e'),
                cell: (q) => (q.quote.co2eKg === undefined ? '—' : `${co2e(q.quote.co2eKg)} kg`),
                className: 'tabular-nums whitespace-nowrap',
              },
              {
                header: t('status'),
                cell: (q) => t(`quoteStatus.${isEnquiryStatus(q.status) ? q.status : 'new'}`),
              },
              {
                header: t('validUntil'),
                cell: (q) => day(q.quote.validUntil),
                className: 'whitespace-nowrap',
              },
            ]}
          />
        )}
      </HeadedSection>

      <HeadedSection look="card" headingId="account-sessions" title={t('sessionsHeading')}>
        <ul className="mt-3 space-y-2" data-testid="account-sessions">
          {sessions.map((s) => (
            <li key={s.id}>
              {browserOf(s.user_agent) ?? t('aBrowser')}
              {s.id === currentSession && <strong> · {t('thisBrowser')}</strong>}
              <span className="text-muted block text-sm">
                {t('sessionTimes', { since: when(s.created_at), seen: when(s.seen_at) })}
              </span>
            </li>
          ))}
        </ul>
        <SectionLink href="/account/data" testId="account-data-link">
          {data('homeLink')}
        </SectionLink>
        <div className="mt-4 flex flex-wrap gap-3">
          {signOut(false, t('signOut'), 'account-sign-out')}
          {signOut(true, t('signOutEverywhere'), 'account-sign-out-everywhere')}
        </div>
      </HeadedSection>
    </div>
  );
}
