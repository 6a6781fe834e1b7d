import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { pages } from '@/config/pages';

/** The localized 410 page of an article that was withdrawn: what happened and ways back. */
export async function GoneScreen() {
  const t = await getTranslations('Gone');
  return (
    <section className="container-page py-16 sm:py-24">
      <p className="text-primary text-6xl font-bold">410</p>
      <h1 className="section-heading mt-4" data-testid="gone-message">
        {t('heading')}
      </h1>
      <p className="text-muted mt-4 max-w-2xl text-lg">{t('help')}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link
          href={pages.newsServices.path}
          className="bg-primary hover:bg-primary-dark inline-block rounded-md px-5 py-3 font-semibold text-white"
        >
          {t('toNews')}
        </Link>
        <Link
          href="/"
          className="border-line hover:border-primary hover:text-primary inline-block rounded-md border px-5 py-3"
        >
          {t('backHome')}
        </Link>
      </div>
    </section>
  );
}
