import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { pages, type PageId } from '@/config/pages';
import { ACCOUNT_PATH } from '@/config/routes';
import { Breadcrumb, type Crumb } from '@/components/layout/breadcrumb';
import { HeroBackdrop } from './hero-backdrop';

type BannerProps = {
  title: string;
  summary: string;
  /** The breadcrumb trail after Home, ending with this page. */
  trail: Crumb[];
  children?: ReactNode;
};

/** The hero at the top of every page but home: breadcrumb, the page's <h1> and a one-line summary. */
export function Banner({ title, summary, trail, children }: BannerProps) {
  return (
    <HeroBackdrop picture="banner">
      <div className="container-page relative py-10 sm:py-14">
        <Breadcrumb items={trail} className="mb-5 text-white" />
        <h1 className="page-title">{title}</h1>
        <p className="mt-3 max-w-2xl text-lg text-white/90">{summary}</p>
        {children}
      </div>
    </HeroBackdrop>
  );
}

/** The banner of a page of the site: its title and summary from its namespace, itself the trail. */
export async function PageBanner({ id }: { id: Exclude<PageId, 'home'> }) {
  const t = await getTranslations(pages[id].namespace);
  const title = t('title');
  return (
    <Banner title={title} summary={t('summary')} trail={[{ label: title, href: pages[id].path }]} />
  );
}

/** The banner of a page of the shipper's account: its trail the account, then the page at `href`. */
export async function AccountBanner({
  title,
  summary,
  href,
}: {
  title: string;
  summary: string;
  href: string;
}) {
  const account = await getTranslations('Account');
  return (
    <Banner
      title={title}
      summary={summary}
      trail={[
        { label: account('title'), href: ACCOUNT_PATH },
        { label: title, href },
      ]}
    />
  );
}
