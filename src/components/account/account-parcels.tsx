import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { destinationText } from '@/lib/bookings/mail';
import type { QuoteSnapshot } from '@/lib/enquiries/snapshot';
import { asLocale, localizedPath } from '@/i18n/routing';
import { setParcelMailsAction } from '@/lib/accounts/data-action';
import type { AccountParcel } from '@/lib/accounts/parcels';
import { TRACKING_STATUSES, type TrackingStatus } from '@/lib/tracking/model';
import { SelectField } from '@/components/ui/select-field';

const buttonClass =
  'border-line hover:bg-surface inline-flex min-h-11 items-center rounded-md border px-4 font-semibold';

/**
 * The account's parcels: each with its latest status in the page's language, links to its
 * tracking and its booking, and its status emails on or off (a form per parcel, a Server
 * Action, without JavaScript too). The status filter is a plain GET form.
 */
export async function AccountParcels({
  parcels,
  status,
  ended,
}: {
  parcels: AccountParcel[];
  status: TrackingStatus | undefined;
  /** A parcel whose mails could not be turned on: it has ended. */
  ended?: string;
}) {
  const t = await getTranslations('AccountParcels');
  const tracking = await getTranslations('Tracking');
  const locale = asLocale(await getLocale());
  const format = await getFormatter();
  const place = (d: QuoteSnapshot['destination']) => destinationText(d, locale);

  return (
    <div className="container-page space-y-6 py-10" data-testid="account-parcels-page">
      <form
        method="get"
        action={localizedPath('/account/parcels', locale)}
        className="border-line bg-surface rounded-xl border p-4"
        aria-label={t('filterLabel')}
      >
        <div className="grid items-end gap-4 sm:grid-cols-[minmax(0,20rem)_auto]">
          <SelectField
            id="parcels-status"
            label={t('filterLabel')}
            name="status"
            defaultValue={status ?? ''}
            empty={t('allStatuses')}
            options={TRACKING_STATUSES.map((s) => ({ value: s, label: tracking(`status.${s}`) }))}
            testId="parcels-status"
          />
          <button
            type="submit"
            className="bg-primary inline-flex h-11 items-center justify-center justify-self-start rounded-md px-5 font-semibold text-white hover:opacity-90"
          >
            {t('filter')}
          </button>
        </div>
      </form>

      {ended && (
        <p role="status" className="border-line rounded-md border bg-white p-4">
          {t('ended', { waybill: ended })}
        </p>
      )}

      <p className="text-muted" aria-live="polite">
        {t('count', { count: parcels.length })}
      </p>
      {parcels.length === 0 ? (
        <p className="text-muted">{status ? t('none') : t('noParcels')}</p>
      ) : (
        <ul className="space-y-4" data-testid="account-parcel-list">
          {parcels.map((p) => (
            <li
              key={p.waybill}
              id={`parcel-${p.waybill}`}
              className="border-line grid scroll-mt-24 gap-4 rounded-xl border bg-white p-5 sm:grid-cols-[1fr_auto] sm:items-center"
              data-testid="account-parcel"
            >
              <div className="min-w-0 space-y-1">
                <p className="flex flex-wrap items-baseline gap-x-3">
                  <span className="font-mono text-lg font-semibold">{p.waybill}</span>
                  <strong>{tracking(`status.${p.status}`)}</strong>
                </p>
                <p className="text-muted text-sm">
                  {t('facts', {
                    place: place(p.destination),
                    booked: format.dateTime(new Date(p.createdAt), 'beijing'),
                  })}
                </p>
                <p className="flex flex-wrap gap-x-4 gap-y-1">
                  <Link
                    href={`/query-route?numbers=${p.waybill}`}
                    className="text-primary underline"
                  >
                    {t('track')}
                  </Link>
                  <Link
                    href={`/account/bookings/${p.reference}`}
                    className="text-primary underline"
                  >
                    {t('viewBooking', { reference: p.reference })}
                  </Link>
                </p>
              </div>
              <div className="space-y-2 sm:text-right">
                <p className="text-sm">
                  {t.rich('mails', {
                    state: p.mails ? t('mailsOn') : p.final ? t('mailsEnded') : t('mailsOff'),
                    strong: (chunks) => <strong data-testid="parcel-mails">{chunks}</strong>,
                  })}
                </p>
                {(p.mails || !p.final) && (
                  <form action={setParcelMailsAction}>
                    <input type="hidden" name="locale" value={locale} />
                    <input type="hidden" name="waybill" value={p.waybill} />
                    {status && <input type="hidden" name="status" value={status} />}
                    <input type="hidden" name="mails" value={p.mails ? 'off' : 'on'} />
                    <button type="submit" className={buttonClass} data-testid="parcel-mails-toggle">
                      {p.mails ? t('turnOff') : t('turnOn')}
                    </button>
                  </form>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
