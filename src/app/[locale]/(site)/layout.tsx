import { setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/i18n/routing';
import { SiteFrame } from '@/components/layout/site-frame';

/** The default layout: every page but the news list. */
export default async function DefaultLayout({ children, params }: LayoutProps<'/[locale]'>) {
  setRequestLocale(asLocale((await params).locale));
  return <SiteFrame>{children}</SiteFrame>;
}
