import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Footer } from './footer';
import { Header } from './header';

/** Skip link, header, the page and the footer: the frame both layouts share. */
export async function SiteFrame({ children }: { children: ReactNode }) {
  const t = await getTranslations('Common');
  return (
    <>
      <a href="#main" className="skip-link">
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
