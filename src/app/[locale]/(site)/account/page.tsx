import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { privatePageMetadata } from '@/lib/seo/metadata';
import { asLocale, localizedPath } from '@/i18n/routing';
import { pickMessages } from '@/i18n/pick-messages';
import { company, hotline } from '@/lib/company';
import { getDb } from '@/lib/db';
import { smtpConfig } from '@/lib/mail/config';
import { ACCOUNT_PATH } from '@/config/routes';
import { accountReturn, currentCustomer } from '@/lib/accounts/guard';
import { accountMonths, accountTransit, bookingsByStatus } from '@/lib/accounts/numbers';
import { accountBookings, accountQuotes } from '@/lib/accounts/records';
import { sessionsOf } from '@/lib/accounts/sessions';
import { savedQuotes } from '@/lib/accounts/saved';
import { searchParam } from '@/lib/http/search-params';
import { AccountHome } from '@/components/account/account-home';
import { AccountNumbers } from '@/components/account/account-numbers';
import { SignInForm } from '@/components/account/sign-in-form';
import { Banner } from '@/components/sections/banner';

type Props = PageProps<'/[locale]/account'>;

export const generateMetadata = privatePageMetadata('Account');

/**
 * /account: the shipper's own place. Signed out, the sign-in by e-mail code (and back to `next`,
 * an account address, after it; a site that sends no mail says how to reach us instead); signed
 * in, their records and browsers. Rendered per request,
 * never kept nor indexed (the proxy's headers).
 */
export default async function AccountRoute({ params, searchParams }: Props) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations('Account');
  const session = await currentCustomer();
  if (!session) {
    const query = await searchParams;
    const next = accountReturn(searchParam(query, 'next', 300));
    const home = localizedPath(ACCOUNT_PATH, locale);
    // After "Delete my account": the sign-in, saying it is done.
    const deleted = searchParam(query, 'deleted', 1) === '1';
    const data = await getTranslations('AccountData');
    return (
      <>
        <Banner
          title={t('signInTitle')}
          summary={t('signInSummary')}
          trail={[{ label: t('title'), href: ACCOUNT_PATH }]}
        />
        <div className="container-page py-10" data-testid="account-sign-in">
          {deleted && (
            <p
              role="status"
              className="border-line mb-6 max-w-prose rounded-md border bg-white p-4"
              data-testid="account-deleted"
            >
              {data('deleted')}
            </p>
          )}
          {smtpConfig() ? (
            <NextIntlClientProvider messages={pickMessages(await getMessages(), ['AccountSignIn'])}>
              <SignInForm
                permalink={next ? `${home}?next=${encodeURIComponent(next)}` : home}
                next={next}
              />
            </NextIntlClientProvider>
          ) : (
            <p data-testid="account-no-mail">
              {t('noMail', { phone: hotline, email: company.contact.email })}
            </p>
          )}
        </div>
      </>
    );
  }
  const { db } = await getDb();
  const now = new Date();
  const [quotes, bookings, sessions, saved, months, transit] = await Promise.all([
    accountQuotes(db, session.email),
    accountBookings(db, session.email),
    sessionsOf(db, session.accountId, now),
    savedQuotes(db, session.accountId),
    accountMonths(db, session.email, now),
    accountTransit(db, session.email),
  ]);
  const done = searchParam(await searchParams, 'done', 20);
  return (
    <>
      <Banner
        title={t('title')}
        summary={t('summary')}
        trail={[{ label: t('title'), href: ACCOUNT_PATH }]}
      />
      <AccountHome
        email={session.email}
        quotes={quotes}
        bookings={bookings}
        sessions={sessions}
        currentSession={session.id}
        saved={saved}
        numbers={
          bookings.length > 0 && (
            <AccountNumbers
              byStatus={bookingsByStatus(bookings)}
              months={months}
              transit={transit}
            />
          )
        }
        {...(done === 'saved' || done === 'removed' || done === 'full' ? { notice: done } : {})}
      />
    </>
  );
}
