import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button-link';
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
          <ButtonLink href={pages.queryPrice.path} variant="light" arrow>
            {t('button')}
          </ButtonLink>
          <ButtonLink href={pages.queryRoute.path} variant="outline">
            {t('secondary')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
