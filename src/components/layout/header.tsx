import { Icon } from '@/components/ui/icon';
import { chevronDown, menu, phone, x } from '@/components/ui/icons';
import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { mainNav, serviceMenu } from '@/config/navigation';
import { pages } from '@/config/pages';
import { company, hotline, telHref } from '@/lib/company';
import { articlesOnlyIn } from '@/lib/news/catalog';
import { Disclosure } from './disclosure';
import { LocaleSwitcher } from './locale-switcher';
import { Logo } from './logo';
import { NavLink } from './nav-link';

// Seven links and the hotline share one row from 1024 px on: tighter until the screen is wider.
const topLink =
  'inline-flex h-10 items-center whitespace-nowrap rounded-md px-2 text-sm font-medium text-ink hover:bg-primary-soft hover:text-primary aria-[current=page]:text-primary xl:px-2.5 xl:text-[15px]';
const menuLink =
  'block rounded-md px-3 py-2 text-[15px] text-ink hover:bg-primary-soft hover:text-primary aria-[current=page]:font-semibold aria-[current=page]:text-primary';

export async function Header() {
  const locale = await getLocale();
  const t = await getTranslations('Header');
  const nav = await getTranslations('Nav');
  const switcher = await getTranslations('LocaleSwitcher');

  const services = serviceMenu.map((id) => ({ id, href: pages[id].path, label: nav(id) }));
  const others = mainNav.map((id) => ({ id, href: pages[id].path, label: nav(id) }));

  return (
    <header className="border-line sticky top-0 z-40 h-(--navbar-height) border-b bg-white/95 backdrop-blur">
      {/* A fixed three-column grid: while a slow page is still being parsed, a half-built row
          must not move what is already painted (the nav starts where it will stay). */}
      <div className="container-page grid h-full grid-cols-[auto_1fr_auto] items-center gap-4 lg:gap-6 2xl:gap-8">
        <Link href="/" aria-label={t('homeLabel')} className="shrink-0 rounded-md">
          <Logo name={company.shortName[locale]} />
        </Link>

        {/* Fixed heights: each item starts where it stays even if painted half-parsed. */}
        <nav aria-label={t('mainNav')} className="hidden h-10 justify-self-start lg:block">
          <ul className="flex h-10 items-center xl:gap-1">
            <li className="h-10">
              <Disclosure
                summaryClassName={`${topLink} inline-flex items-center gap-1`}
                summary={
                  <>
                    {t('services')}
                    <Icon icon={chevronDown} className="size-4 transition group-open:rotate-180" />
                  </>
                }
              >
                <MenuList
                  items={services}
                  className="border-line absolute top-full left-0 mt-2 w-64 rounded-lg border bg-white p-2 shadow-lg"
                />
              </Disclosure>
            </li>
            {others.map((item) => (
              <li key={item.id} className="h-10">
                <NavLink href={item.href} className={topLink}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="col-start-3 flex items-center gap-2">
          <Hotline
            label={t('hotline')}
            className="text-primary hover:bg-primary-soft hidden h-10 items-center gap-2 rounded-md px-2 font-semibold whitespace-nowrap tabular-nums xl:inline-flex"
          />
          <LocaleSwitcher
            label={switcher('label')}
            title={switcher('title')}
            unavailable={await articlesOnlyIn(locale)}
            fallback={pages.newsServices.path}
          />
          <Disclosure
            className="lg:hidden"
            tooltip={t('menu')}
            summaryClassName="inline-flex size-10 items-center justify-center rounded-md border border-line text-ink hover:border-primary hover:text-primary"
            summary={
              <>
                <Icon icon={menu} className="size-5 group-open:hidden" />
                <Icon icon={x} className="hidden size-5 group-open:block" />
                <span className="sr-only">{t('openMenu')}</span>
              </>
            }
          >
            <nav
              aria-label={t('mobileNav')}
              className="border-line fixed inset-x-0 top-(--navbar-height) max-h-[calc(100dvh-var(--navbar-height))] overflow-y-auto border-b bg-white px-4 pt-2 pb-6 shadow-lg"
            >
              <p className="text-muted px-3 pt-3 pb-1 text-xs font-semibold tracking-wide uppercase">
                {t('services')}
              </p>
              <MenuList items={services} />
              <MenuList items={others} className="border-line mt-2 border-t pt-2" />
              <Hotline
                label={t('hotline')}
                className="border-line text-primary mt-2 flex items-center gap-2 border-t px-3 pt-4 pb-2 font-semibold tabular-nums"
              />
            </nav>
          </Disclosure>
        </div>
      </div>
    </header>
  );
}

/** The hotline (CONTACT_PHONE, else the company's number), a tel: link named as such. */
function Hotline({ label, className }: { label: string; className: string }) {
  return (
    <a href={telHref(hotline)} className={className} data-testid="hotline">
      <Icon icon={phone} className="size-4 shrink-0" />
      <span className="sr-only">{label}: </span>
      {hotline}
    </a>
  );
}

type MenuItem = { id: string; href: string; label: string };

function MenuList({ items, className }: { items: MenuItem[]; className?: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.id}>
          <NavLink href={item.href} className={menuLink}>
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
