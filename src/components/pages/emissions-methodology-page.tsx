import { getLocale, getTranslations } from 'next-intl/server';
import { factorFormatter } from '@/components/emissions/factor-section';
import { pages } from '@/config/pages';
import { Link } from '@/i18n/navigation';
import { card } from '@/lib/shipping/rate-card';
import { PageBanner } from '@/components/sections/banner';
import { FactorSection } from '@/components/emissions/factor-section';
import { TextSection } from '@/components/sections/section';
import { ServiceLegs } from '@/components/emissions/service-legs';

/**
 * /emissions-methodology: how the CO₂e figure of every offer is worked out. What is data (the
 * factor set, factors, hubs, distances, the ship size per lane) comes from
 * data/shipping/emissions.json through the rate card, so the page and the figures never differ.
 */
export async function EmissionsMethodologyPage() {
  const locale = await getLocale();
  const t = await getTranslations('EmissionsMethodology');
  const model = card.emissions;
  const factor = factorFormatter(locale);
  const air = model.factor('air').wtw;
  const airWithRf = model.factor('airWithRf').wtw;
  const roadFactor = model.circuity.road.factor;
  const paragraph = 'max-w-3xl leading-relaxed';
  return (
    <>
      <PageBanner id="emissionsMethodology" />
      <TextSection id="method" heading={t('method.heading')}>
        <div className="mt-6 space-y-4">
          <p className={paragraph}>
            {t('method.intro', { standard: model.method.standard, scope: model.method.scope })}
          </p>
          <p className={paragraph}>{t('method.formula')}</p>
          <p className={paragraph}>{t('method.estimate')}</p>
        </div>
      </TextSection>
      <TextSection id="mass" heading={t('mass.heading')}>
        <p className={`${paragraph} mt-6`}>{t('mass.body')}</p>
      </TextSection>
      <ServiceLegs />
      <FactorSection />
      <TextSection id="rf" heading={t('rf.heading')}>
        <p className={`${paragraph} mt-6`}>
          {t('rf.body', {
            withRf: factor(airWithRf),
            withoutRf: factor(air),
            percent: Math.round((airWithRf / air - 1) * 100),
          })}
        </p>
      </TextSection>
      <TextSection id="limits" heading={t('limits.heading')}>
        <ul className={`${paragraph} mt-6 list-disc space-y-2 pl-5`}>
          <li>{t('limits.defaults')}</li>
          <li>{t('limits.ukAverages')}</li>
          <li>{t('limits.airRow')}</li>
          <li>{t('limits.suez')}</li>
          <li>{t('limits.road', { factor: roadFactor })}</li>
          <li>{t('limits.usInland')}</li>
          <li>{t('limits.ships')}</li>
        </ul>
      </TextSection>
      <p className="container-page pb-16 text-lg leading-relaxed">
        {t.rich('next', {
          link: (chunks) => (
            <Link href={pages.queryPrice.path} className="text-primary font-semibold underline">
              {chunks}
            </Link>
          ),
        })}
      </p>
    </>
  );
}
