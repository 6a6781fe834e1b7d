import { Icon, type IconData } from '@/components/ui/icon';
import {
  arrowRight,
  building2,
  check,
  globe2,
  packageCheck,
  plane,
  warehouse,
} from '@/components/ui/icons';
import type { ReactNode } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { messageList } from '@/i18n/message-list';
import { serviceMenu } from '@/config/navigation';
import { pages, type PageId } from '@/config/pages';
import { publishedArticles } from '@/lib/news/catalog';
import { ArticleCardGrid } from '@/components/news/article-card';
import { ButtonLink } from '@/components/ui/button-link';
import { CallBand } from './call-band';
import { CardGrid } from './card-grid';
import { Section } from './section';

/** Why shippers choose us (Advantages namespace). */
export async function Advantages() {
  const t = await getTranslations('Advantages');
  return (
    <Section id="advantages" heading={t('heading')} intro={t('intro')}>
      <CardGrid items={messageList<{ title: string; text: string }>(t.raw('items'))} />
    </Section>
  );
}

/** Cards linking to each service page (BusinessScope namespace). */
export async function BusinessScope() {
  const t = await getTranslations('BusinessScope');
  return (
    <Section id="services" heading={t('heading')} intro={t('intro')} tone="soft">
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {serviceMenu.map((id) => (
          <li key={id}>
            <Link href={pages[id].path} className="group link-card">
              <h3 className="text-primary text-lg font-semibold">
                {t(`cards.${id as ScopeCard}.title`)}
              </h3>
              <p className="text-muted mt-2 flex-1">{t(`cards.${id as ScopeCard}.text`)}</p>
              <span className="card-more">
                {t('more')}
                <Icon icon={arrowRight} className="size-4 transition group-hover:translate-x-0.5" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
type ScopeCard =
  'storehouse' | 'directSales' | 'fbaHeadShipping' | 'overseasServices' | 'enterpriseBusiness';

type Feature = { id: string; href: PageId; icon: IconData; soft?: boolean };

/** The services in brief, by the namespace of their copy; the soft ones sit on the tinted band. */
const features = {
  DirectSalesSection: { id: 'direct-sales', href: 'directSales', icon: packageCheck },
  FbaSection: { id: 'fba', href: 'fbaHeadShipping', icon: plane, soft: true },
  OverseasDirectSales: {
    id: 'overseas-direct-sales',
    href: 'overseasServices',
    icon: globe2,
    soft: true,
  },
  SubBrand: { id: 'wayhub', href: 'storehouse', icon: warehouse },
  EnterpriseSection: { id: 'enterprise', href: 'enterpriseBusiness', icon: building2, soft: true },
} satisfies Record<string, Feature>;

/** A service in brief: kicker, heading, text, three points and a link to its page. */
export async function FeatureSection({ namespace }: { namespace: keyof typeof features }) {
  const t = await getTranslations(namespace);
  const { id, href, icon, soft }: Feature = features[namespace];
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={soft ? 'bg-surface' : undefined}>
      <div className="container-page feature-row">
        <div>
          <p className="kicker">{t('kicker')}</p>
          <h2 id={`${id}-heading`} className="section-heading mt-1">
            {t('heading')}
          </h2>
          <p className="text-muted mt-3 max-w-2xl text-lg">{t('text')}</p>
          <ul className="mt-5 space-y-2">
            {messageList<string>(t.raw('points')).map((point, i) => (
              <li key={i} className="flex gap-2">
                <Icon icon={check} className="text-primary mt-1 size-5 shrink-0" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
          <MoreLink href={pages[href].path}>{t('cta')}</MoreLink>
        </div>
        <div aria-hidden="true" className="feature-art">
          <Icon icon={icon} className="text-primary size-28 [stroke-width:1.25]" />
        </div>
      </div>
    </section>
  );
}

/** Ocean and land freight modes with typical transit days (OceanShipping namespace). */
export async function OceanShipping() {
  const t = await getTranslations('OceanShipping');
  const modes = messageList<{ title: string; days: string; text: string }>(t.raw('modes'));
  return (
    <Section id="ocean" heading={t('heading')} kicker={t('kicker')} intro={t('text')}>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {modes.map((mode, i) => (
          <li key={i} className="border-line rounded-xl border p-6">
            <h3 className="font-semibold">{mode.title}</h3>
            <p className="text-primary mt-1 text-2xl font-bold">{mode.days}</p>
            <p className="text-muted mt-2">{mode.text}</p>
          </li>
        ))}
      </ul>
      <MoreLink href={pages.queryPrice.path}>{t('cta')}</MoreLink>
    </Section>
  );
}

/** The kinds of partners we work with, as our own text wordmarks (no third-party logos). */
export async function Partners() {
  const t = await getTranslations('Partners');
  const items = messageList<{ name: string; text: string }>(t.raw('items'));
  return (
    <Section id="partners" heading={t('heading')} intro={t('intro')}>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item, i) => (
          <li key={i} className="partner-card">
            <h3 className="partner-name">{item.name}</h3>
            <p className="text-muted mt-2">{item.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The three newest articles in the page's language (LatestNews namespace). */
export async function LatestNews() {
  const locale = await getLocale();
  const latest = (await publishedArticles(locale)).slice(0, 3);
  if (latest.length === 0) return null;
  const t = await getTranslations('LatestNews');
  return (
    <Section id="latest-news" heading={t('heading')} intro={t('intro')}>
      <ArticleCardGrid articles={latest} locale={locale} testId="latest-news" />
      <MoreLink href={pages.newsServices.path}>{t('cta')}</MoreLink>
    </Section>
  );
}

/** The invitation to the careers page (JoinUsCall namespace). */
export async function JoinUsCall() {
  const t = await getTranslations('JoinUsCall');
  return (
    <CallBand id="join" tone="soft" heading={t('heading')} text={t('text')}>
      <ButtonLink href={pages.joinUs.path} variant="primary" arrow>
        {t('cta')}
      </ButtonLink>
    </CallBand>
  );
}

/** A section's closing link onward, with an arrow. */
function MoreLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="more-link">
      {children}
      <Icon icon={arrowRight} className="size-4" />
    </Link>
  );
}
