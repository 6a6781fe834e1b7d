import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import { asLocale, localizedPath } from '@/i18n/routing';
import { pickMessages } from '@/i18n/pick-messages';
import { BOOKING_PAGE_PATH } from '@/config/routes';
import { LINK_DAYS } from '@/lib/bookings/links';
import { company, hotline } from '@/lib/company';
import { smtpConfig } from '@/lib/mail/config';
import { Banner } from '@/components/sections/banner';
import { BookingLinkForm } from './booking-link-form';

/**
 * The booking page without a link that opens it: an expired link, or none. It mails a fresh
 * link to the address the booking was made with; what it answers never says whether a booking
 * matched. A site that sends no mail (no SMTP_URL) gives the ways to reach us instead.
 */
export async function BookingLinkPage({ expired }: { expired: boolean }) {
  const t = await getTranslations('BookingLink');
  const title = t('title');
  return (
    <>
      <Banner
        title={title}
        summary={t('summary', { days: LINK_DAYS })}
        trail={[{ label: title, href: BOOKING_PAGE_PATH }]}
      />
      <div className="container-page py-10" data-testid="booking-link-page">
        <section
          aria-labelledby="booking-link-heading"
          className="border-line bg-surface max-w-2xl rounded-xl border p-5 sm:p-6"
        >
          <h2 id="booking-link-heading" className="text-xl font-semibold">
            {expired ? t('expiredHeading') : t('heading')}
          </h2>
          <p className="mt-2">{expired ? t('expired', { days: LINK_DAYS }) : t('intro')}</p>
          {smtpConfig() ? (
            <NextIntlClientProvider messages={pickMessages(await getMessages(), ['BookingLink'])}>
              <BookingLinkForm
                permalink={localizedPath(BOOKING_PAGE_PATH, asLocale(await getLocale()))}
              />
            </NextIntlClientProvider>
          ) : (
            <p className="mt-4" data-testid="booking-link-no-mail">
              {t('noMail', { phone: hotline, email: company.contact.email })}
            </p>
          )}
        </section>
      </div>
    </>
  );
}
