import { getTranslations } from 'next-intl/server';
import { localeTags, routing } from '@/i18n/routing';

// No locale is known outside both languages' routes: these pages answer in the default one.
const locale = routing.defaultLocale;

/**
 * A refusal outside both languages' routes (forbidden() or unauthorized() called where no nearer
 * screen is defined; the console has its own), with its own document, like app/not-found.tsx.
 * Small on purpose: the root's screens travel in every page's data for the router, and Next's
 * defaults (inline styles) were about 480 B of Brotli on each page.
 */
export async function StatusDocument({ status }: { status: 401 | 403 }) {
  const t = await getTranslations({ locale });
  return (
    <html lang={localeTags[locale].lang}>
      <body className="grid min-h-dvh place-items-center p-6">
        <main className="max-w-xl">
          <p className="text-primary text-6xl font-bold">{status}</p>
          <h1 className="mt-4 text-2xl font-bold">
            {t(status === 403 ? 'AccessRefused.forbidden' : 'AccessRefused.unauthorized')}
          </h1>
          {/* Outside both locales there is no router context: a plain link, a full page load. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/" className="text-primary mt-6 inline-block underline">
            {t('NotFound.backHome')}
          </a>
        </main>
      </body>
    </html>
  );
}
