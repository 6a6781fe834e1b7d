import { Icon } from '@/components/ui/icon';
import { chevronRight } from '@/components/ui/icons';
import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { localizedPath } from '@/i18n/routing';
import { absoluteUrl } from '@/config/site';
import { JsonLd } from '@/components/ui/json-ld';

export type Crumb = { label: string; href: string };

type BreadcrumbProps = {
  /** The trail after Home; the last item is the current page. */
  items: Crumb[];
  className?: string;
};

export async function Breadcrumb({ items, className }: BreadcrumbProps) {
  const locale = await getLocale();
  const t = await getTranslations('Breadcrumb');
  const nav = await getTranslations('Nav');
  const trail: Crumb[] = [{ label: nav('home'), href: '/' }, ...items];

  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(localizedPath(crumb.href, locale)),
    })),
  };

  return (
    <nav aria-label={t('label')} className={className}>
      <ol className="flex flex-wrap items-center gap-1 text-sm">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={crumb.href} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="font-medium">
                  {crumb.label}
                </span>
              ) : (
                <>
                  {crumb.href.includes('?') ? (
                    // A view with a query is rendered from another route by the proxy: a full
                    // page load, or the client router would reuse the bare address's page.
                    <a href={localizedPath(crumb.href, locale)} className="crumb-link">
                      {crumb.label}
                    </a>
                  ) : (
                    <Link href={crumb.href} className="crumb-link">
                      {crumb.label}
                    </Link>
                  )}
                  <Icon icon={chevronRight} className="size-4 opacity-70" />
                </>
              )}
            </li>
          );
        })}
      </ol>
      <JsonLd data={jsonLd} />
    </nav>
  );
}
