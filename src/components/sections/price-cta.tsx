import { ArrowRight } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { pages } from '@/config/pages';

/** The closing call to action: go and get a price. */
export async function PriceCta() {
  const t = await getTranslations('PriceCta');
  return (
    <section aria-labelledby="price-cta-heading" className="bg-primary-dark text-white">
      <div className="container-page flex flex-col gap-6 py-12 sm:py-14 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id="price-cta-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t('heading')}
          </h2>
          <p className="mt-3 text-lg text-white/90">{t('text')}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link
            href={pages.queryPrice.path}
            className="text-primary-dark hover:bg-primary-soft inline-flex items-center gap-2 rounded-md bg-white px-5 py-3 font-semibold"
          >
            {t('button')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
          <Link
            href={pages.queryRoute.path}
            className="inline-flex items-center rounded-md border border-white/70 px-5 py-3 font-semibold hover:bg-white/10"
          >
            {t('secondary')}
          </Link>
        </div>
      </div>
    </section>
  );
}
