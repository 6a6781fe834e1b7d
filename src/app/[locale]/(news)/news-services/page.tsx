import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/i18n/routing';
import { pages } from '@/config/pages';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { Banner } from '@/components/sections/banner';
import { IntroSection } from '@/components/sections/intro-section';

export async function generateMetadata({ params }: PageProps<'/[locale]/news-services'>) {
  return staticPageMetadata('newsServices', asLocale((await params).locale));
}

export default async function NewsListPage({ params }: PageProps<'/[locale]/news-services'>) {
  setRequestLocale(asLocale((await params).locale));
  const t = await getTranslations('NewsServices');
  return (
    <>
      <Banner
        title={t('title')}
        summary={t('summary')}
        trail={[{ label: t('title'), href: pages.newsServices.path }]}
      />
      <IntroSection paragraphs={t.raw('intro') as string[]} />
    </>
  );
}
