import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { localeTags, routing } from '@/i18n/routing';
import { PATH_SLOT } from '@/lib/errors/decode-path';
import { RequestedPath } from '@/components/errors/requested-path';

// No locale is known outside both languages' routes: this page answers in the default one.
const locale = routing.defaultLocale;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return { title: t('title') };
}

/**
 * 404 for addresses outside both languages' routes (e.g. a file name that does not exist), with
 * its own document.
 */
export default async function GlobalNotFound() {
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return (
    <html lang={localeTags[locale].lang}>
      <body className="grid min-h-dvh place-items-center p-6">
        <main className="max-w-xl">
          <p className="text-primary text-6xl font-bold">404</p>
          <h1 className="mt-4 text-2xl font-bold break-all" data-testid="not-found-message">
            <RequestedPath message={t('message', { path: PATH_SLOT })} />
          </h1>
          {/* Outside both locales there is no router context: a plain link, a full page load. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/" title={t('backHome')} className="text-primary mt-6 inline-block underline">
            {t('backHome')}
          </a>
        </main>
      </body>
    </html>
  );
}
