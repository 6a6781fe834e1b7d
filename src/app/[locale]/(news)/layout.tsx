import { Newspaper } from 'lucide-react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/i18n/routing';
import { SiteFrame } from '@/components/layout/site-frame';

/** news-services-layout (spec §2): the site frame with the newsroom's own masthead strip. */
export default async function NewsServicesLayout({
  children,
  params,
}: LayoutProps<'/[locale]/news-services'>) {
  setRequestLocale(asLocale((await params).locale));
  const t = await getTranslations('NewsLayout');
  return (
    <SiteFrame>
      <div data-layout="news-services-layout">
        <div className="border-line bg-surface border-b">
          <p className="container-page text-primary flex items-center gap-2 py-2 text-sm font-semibold">
            <Newspaper aria-hidden="true" className="size-4" />
            {t('kicker')}
          </p>
        </div>
        {children}
      </div>
    </SiteFrame>
  );
}
