import { ArrowRight } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { pages } from '@/config/pages';

/** The home page hero: the tagline as the page's <h1>, the pitch and the two tools. */
export async function SiteBanner() {
  const t = await getTranslations('Home');
  const common = await getTranslations('Common');
  return (
    <section className="bg-primary-dark relative overflow-hidden text-white">
      <svg
        aria-hidden="true"
        className="absolute inset-0 h-full w-full opacity-15"
        viewBox="0 0 1200 500"
        preserveAspectRatio="xMidYMid slice"
      >
        <path d="M0 420 C300 180 700 80 1200 60" fill="none" stroke="#fff" strokeWidth="3" />
        <path d="M0 500 C320 300 760 200 1200 190" fill="none" stroke="#fff" strokeWidth="2" />
        <path d="M200 500 C460 380 820 330 1200 320" fill="none" stroke="#fff" strokeWidth="1.5" />
      </svg>
      <div className="container-page relative py-16 sm:py-24">
        <p className="text-sm font-semibold tracking-widest text-white/80 uppercase">
          {t('title')}
        </p>
        <h1 className="mt-3 max-w-3xl text-3xl leading-tight font-bold tracking-tight sm:text-5xl">
          {t('heading')}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-white/90">{t('pitch')}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link
            href={pages.queryPrice.path}
            className="text-primary-dark hover:bg-primary-soft inline-flex items-center gap-2 rounded-md bg-white px-5 py-3 font-semibold"
          >
            {common('getQuote')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
          <Link
            href={pages.queryRoute.path}
            className="inline-flex items-center gap-2 rounded-md border border-white/70 px-5 py-3 font-semibold text-white hover:bg-white/10"
          >
            {common('findRoute')}
          </Link>
        </div>
      </div>
    </section>
  );
}
