import { Icon } from '@/components/ui/icon';
import { newspaper, rss } from '@/components/ui/icons';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale, localizedPath } from '@/i18n/routing';
import { FEED_PATH } from '@/lib/news/paths';
import { SiteFrame } from '@/components/layout/site-frame';

/**
 * news-services-layout (spec §2): the site frame with the newsroom's own masthead strip and its
 * feed. It holds the news list, with or without a category or page (./news-list).
 */
export default async function NewsServicesLayout({ children, params }: LayoutProps<'/[locale]'>) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations('NewsLayout');
  const list = await getTranslations('NewsServices');
  return (
    <SiteFrame>
      <div data-layout="news-services-layout">
        <div className="border-line bg-surface border-b">
          <div className="container-page flex items-center justify-between gap-4 py-2 text-sm">
            <p className="text-primary flex items-center gap-2 font-semibold whitespace-nowrap">
              <Icon icon={newspaper} className="size-4" />
              {t('kicker')}
            </p>
            {/* The feed is an XML file, not a page: a plain link. */}
            <a
              href={localizedPath(FEED_PATH, locale)}
              type="application/rss+xml"
              className="text-muted hover:text-primary inline-flex items-center gap-1.5 whitespace-nowrap underline-offset-4 hover:underline"
            >
              <Icon icon={rss} className="size-4" />
              {list('feed')}
            </a>
          </div>
        </div>
        {children}
      </div>
    </SiteFrame>
  );
}
