import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Footer } from './footer';
import { Header } from './header';

/** Skip link, header, the page and the footer: the frame both layouts share. */
export async function SiteFrame({ children }: { children: ReactNode }) {
  const t = await getTranslations('Common');
  return (
    <>
      <a
        href="#main"
        className="text-primary sr-only z-50 rounded-md bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-4 focus:left-4"
      >
        {t('skipToContent')}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <Footer />
    </>
  );
}
