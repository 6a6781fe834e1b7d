import { Icon, type IconData } from '@/components/ui/icon';
import { mail, mapPin, phone } from '@/components/ui/icons';
import { getLocale, getTranslations } from 'next-intl/server';
import { ACCOUNT_PATH } from '@/config/routes';
import { Link } from '@/i18n/navigation';
import { footerColumns } from '@/config/navigation';
import { pages } from '@/config/pages';
import { contactConfig, ICP_RECORD_SITE } from '@/config/contact';
import { company, hotline, telHref } from '@/lib/company';
import { WechatQr } from '@/components/enquiries/wechat-qr';
import { Logo } from './logo';

export async function Footer() {
  const locale = await getLocale();
  const t = await getTranslations('Footer');
  const nav = await getTranslations('Nav');
  const year = new Date().getFullYear();

  return (
    <footer className="site-footer">
      <div className="container-page footer-grid">
        <div className="space-y-4">
          <Logo name={company.name[locale]} />
          <p className="text-muted max-w-sm">{t('about')}</p>
          <address className="text-muted space-y-2 not-italic">
            <p className="flex gap-2">
              <Icon icon={mapPin} className="text-primary mt-0.5 size-4 shrink-0" />
              <span>
                <span className="sr-only">{t('headquarters')}: </span>
                {company.headquarters.address[locale]}
              </span>
            </p>
            <ContactLink icon={phone} label={t('phone')} href={telHref(hotline)}>
              {hotline}
            </ContactLink>
            <ContactLink icon={mail} label={t('email')} href={`mailto:${company.contact.email}`}>
              {company.contact.email}
            </ContactLink>
            <p className="text-sm">{t('hoursLine', { hours: company.contact.hours[locale] })}</p>
            <p>
              <Link
                href={`${pages.contact.path}#offices`}
                className="text-primary font-medium hover:underline"
              >
                {t('allContacts')}
              </Link>
            </p>
          </address>
          <WechatQr alt={t('wechatAlt')} caption={t('wechat')} size={96} />
        </div>
        {footerColumns.map((column) => (
          <nav key={column.heading} aria-label={t(column.heading)}>
            <h2 className="text-ink mb-3 font-semibold">{t(column.heading)}</h2>
            <ul className="space-y-2">
              {column.items.map((id) => (
                <li key={id}>
                  <Link href={pages[id].path} className="footer-link">
                    {nav(id)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-line border-t">
        <div className="container-page footer-bar">
          <p>{t('rights', { year, company: company.name[locale] })}</p>
          <p className="flex flex-wrap gap-x-4 gap-y-1">
            {contactConfig.icpNumber && (
              <a
                href={ICP_RECORD_SITE}
                className="hover:text-primary hover:underline"
                data-testid="icp-number"
              >
                {contactConfig.icpNumber}
              </a>
            )}
            <Link href={pages.privacy.path} className="hover:text-primary hover:underline">
              {nav('privacy')}
            </Link>
            <Link href={ACCOUNT_PATH} className="hover:text-primary hover:underline">
              {nav('account')}
            </Link>
          </p>
        </div>
      </div>
    </footer>
  );
}

/** A way to reach us: its icon, its name for screen readers, and the link. */
function ContactLink({
  icon,
  label,
  href,
  children,
}: {
  icon: IconData;
  label: string;
  href: string;
  children: string;
}) {
  return (
    <p className="flex items-center gap-2">
      <Icon icon={icon} className="text-primary size-4 shrink-0" />
      <span className="sr-only">{label}: </span>
      <a className="hover:text-primary hover:underline" href={href}>
        {children}
      </a>
    </p>
  );
}
