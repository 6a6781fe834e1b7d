import { Icon } from '@/components/ui/icon';
import { chevronDown, languages, menu, phone, x } from '@/components/ui/icons';
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

export async function Header() {
  const locale = await getLocale();
  const t = await getTranslations('Header');
  const nav = await getTranslations('Nav');
  const switcher = await getTranslations('LocaleSwitcher');

  const services = serviceMenu.map((id) => ({ id, href: pages[id].path, label: nav(id) }));
  const others = mainNav.map((id) => ({ id, href: pages[id].path, label: nav(id) }));

  return (
    <header className="site-header">
      {/* A fixed three-column grid: while a slow page is still being parsed, a half-built row
          must not move what is already painted (the nav starts where it will stay). */}
      <div className="container-page site-header-row">
        <Link href="/" aria-label={t('homeLabel')} className="shrink-0 rounded-md">
          <Logo name={company.shortName[locale]} />
        </Link>

        {/* Fixed heights: each item starts where it stays even if painted half-parsed. */}
        <nav aria-label={t('mainNav')} className="hidden h-10 justify-self-start lg:block">
          <ul className="flex h-10 items-center xl:gap-1">
            <li className="h-10">
              <Disclosure
                summaryClassName="nav-top gap-1"
                summary={
                  <>
                    {t('services')}
                    <Icon icon={chevronDown} className="size-4 transition group-open:rotate-180" />
                  </>
                }
              >
                <MenuList items={services} className="nav-dropdown" />
              </Disclosure>
            </li>
            {others.map((item) => (
              <li key={item.id} className="h-10">
                <NavLink href={item.href} className="nav-top">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="col-start-3 flex items-center gap-2">
          <Hotline label={t('hotline')} className="hotline-top" />
          <LocaleSwitcher
            label={switcher('label')}
            title={switcher('title')}
            icon={<Icon icon={languages} className="size-4" />}
            unavailable={await articlesOnlyIn(locale)}
            fallback={pages.newsServices.path}
          />
          <Disclosure
            className="lg:hidden"
            tooltip={t('menu')}
            summaryClassName="menu-button"
            summary={
              <>
                <Icon icon={menu} className="size-5 group-open:hidden" />
                <Icon icon={x} className="hidden size-5 group-open:block" />
                <span className="sr-only">{t('openMenu')}</span>
              </>
            }
          >
            <nav aria-label={t('mobileNav')} className="nav-panel">
              <p className="nav-panel-heading">{t('services')}</p>
              <MenuList items={services} />
              <MenuList items={others} className="border-line mt-2 border-t pt-2" />
              <Hotline label={t('hotline')} className="hotline-menu" />
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
          <NavLink href={item.href} className="nav-item">
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
