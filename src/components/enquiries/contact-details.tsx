import { Icon, type IconData } from '@/components/ui/icon';
import { clock, mail, phone } from '@/components/ui/icons';
import type { ReactNode } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import { contactConfig } from '@/config/contact';
import { company, hotline, telHref } from '@/lib/company';
import { WechatQr } from './wechat-qr';

/** Beside the form: the hotline, business hours (Beijing time), email and the WeChat QR code. */
export async function ContactDetails() {
  const locale = await getLocale();
  const t = await getTranslations('Contact');
  return (
    <aside
      aria-labelledby="direct-heading"
      className="border-line bg-surface self-start rounded-xl border p-5 sm:p-6"
      data-testid="contact-details"
    >
      <h2 id="direct-heading" className="text-xl font-bold">
        {t('directHeading')}
      </h2>
      <dl className="mt-4 space-y-4">
        <Item icon={phone} label={t('hotline')}>
          <a
            href={telHref(hotline)}
            className="text-primary text-xl font-bold tabular-nums hover:underline"
          >
            {hotline}
          </a>
          <p className="text-muted text-sm">{t('hotlineNote')}</p>
        </Item>
        <Item icon={clock} label={t('hours')}>
          {company.contact.hours[locale]}
        </Item>
        <Item icon={mail} label={t('email')}>
          <a
            href={`mailto:${company.contact.email}`}
            className="text-primary break-all hover:underline"
          >
            {company.contact.email}
          </a>
        </Item>
      </dl>
      <div className="border-line mt-5 border-t pt-5">
        <h3 className="font-semibold">{t('tipsHeading')}</h3>
        <ul className="marker:text-primary mt-2 list-disc space-y-1.5 pl-5 text-sm">
          {(['goods', 'route', 'cartons', 'timing'] as const).map((tip) => (
            <li key={tip}>{t(`tips.${tip}`)}</li>
          ))}
        </ul>
      </div>
      {contactConfig.wechatQr && (
        <div className="border-line mt-5 border-t pt-5">
          <h3 className="font-semibold">{t('wechat')}</h3>
          <div className="mt-2">
            <WechatQr alt={t('wechatAlt')} caption={t('wechatCaption')} size={160} />
          </div>
        </div>
      )}
    </aside>
  );
}

function Item({ icon, label, children }: { icon: IconData; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-muted flex items-center gap-2 text-sm">
        <Icon icon={icon} className="text-primary size-5 shrink-0" />
        {label}
      </dt>
      <dd className="mt-0.5 pl-7">{children}</dd>
    </div>
  );
}
