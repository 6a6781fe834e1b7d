import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { pages, type PageId } from '@/config/pages';
import { decodePath, PATH_SLOT } from '@/lib/errors/decode-path';
import { RequestedPath } from './requested-path';

const suggestions: PageId[] = ['queryPrice', 'queryRoute', 'storehouse', 'about', 'newsServices'];

/**
 * The localized 404 page: the exact "Page not found: {path}" message and ways back. Given the
 * path, the message is rendered on the server; otherwise the browser fills it in.
 */
export async function NotFoundScreen({ path }: { path?: string }) {
  const t = await getTranslations('NotFound');
  const nav = await getTranslations('Nav');
  return (
    <section className="container-page py-16 sm:py-24">
      <p className="text-primary text-6xl font-bold">404</p>
      <h1
        className="mt-4 text-2xl font-bold tracking-tight break-all sm:text-3xl"
        data-testid="not-found-message"
      >
        {path === undefined ? (
          <RequestedPath message={t('message', { path: PATH_SLOT })} />
        ) : (
          t('message', { path: decodePath(path) })
        )}
      </h1>
      <p className="text-muted mt-4 max-w-2xl text-lg">{t('help')}</p>
      <ul className="mt-5 flex flex-wrap gap-3">
        {suggestions.map((id) => (
          <li key={id}>
            <Link href={pages[id].path} className="suggestion-link">
              {nav(id)}
            </Link>
          </li>
        ))}
      </ul>
      <Link
        href="/"
        title={t('backHome')}
        className="bg-primary hover:bg-primary-dark mt-8 inline-block rounded-md px-5 py-3 font-semibold text-white"
      >
        {t('backHome')}
      </Link>
    </section>
  );
}
