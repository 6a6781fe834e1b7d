import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button-link';
import { RouteSearchForm } from '@/components/tools/route-search-form';
import { pages } from '@/config/pages';

/** The home page hero: the tagline as the page's <h1>, the pitch and the two tools. */
export async function SiteBanner() {
  const t = await getTranslations('Home');
  const common = await getTranslations('Common');
  const images = await getTranslations('Images');
  return (
    <section className="bg-primary-dark relative isolate overflow-hidden text-white">
      <Image
        src="/images/hero-routes.jpg"
        alt={images('heroAlt')}
        fill
        preload
        fetchPriority="high"
        sizes="100vw"
        className="-z-20 object-cover object-[70%_50%]"
      />
      {/* Keeps the text on the left at AA contrast over any part of the picture. */}
      <div className="from-primary-dark via-primary-dark/85 to-primary-dark/20 absolute inset-0 -z-10 bg-linear-to-r" />
      <div className="container-page relative py-16 sm:py-24">
        <p className="text-sm font-semibold tracking-widest text-white/80 uppercase">
          {t('title')}
        </p>
        <h1 className="mt-3 max-w-3xl text-3xl leading-tight font-bold tracking-tight text-balance sm:text-5xl">
          {t('heading')}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-white/90">{t('pitch')}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink href={pages.queryPrice.path} variant="light" arrow>
            {common('getQuote')}
          </ButtonLink>
          <ButtonLink href={pages.queryRoute.path} variant="outline">
            {common('findRoute')}
          </ButtonLink>
        </div>
        <div className="mt-10 max-w-5xl">
          <RouteSearchForm id="home-route" tone="hero" />
        </div>
      </div>
    </section>
  );
}
