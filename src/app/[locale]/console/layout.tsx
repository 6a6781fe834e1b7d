import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { pickMessages } from '@/i18n/pick-messages';
import { asLocale } from '@/i18n/routing';

export async function generateMetadata({
  params,
}: LayoutProps<'/[locale]/console'>): Promise<Metadata> {
  const t = await getTranslations({
    locale: asLocale((await params).locale),
    namespace: 'Console',
  });
  // Never indexed (robots.txt also disallows /console); rendered per request, never cached.
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** The staff console's frame: its own bar instead of the site's header and footer. */
export default async function ConsoleLayout({
  children,
  params,
}: LayoutProps<'/[locale]/console'>) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations('Console');
  // The console's forms translate in the browser: only its namespaces (Console, ConsoleEnquiries,
  // …).
  const all = await getMessages();
  const consoleNamespaces = (Object.keys(all) as (keyof typeof all)[]).filter((name) =>
    name.startsWith('Console'),
  );
  const messages = pickMessages(all, consoleNamespaces);
  return (
    <NextIntlClientProvider messages={messages}>
      <header className="bg-primary-dark text-white">
        <p className="mx-auto max-w-7xl px-4 py-3 font-semibold">BridgeWay · {t('title')}</p>
      </header>
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-8">
        {children}
      </main>
    </NextIntlClientProvider>
  );
}
