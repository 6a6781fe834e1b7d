import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/i18n/routing';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { SiteBanner } from '@/components/sections/site-banner';
import { Figures } from '@/components/sections/figures';
import { PriceCta } from '@/components/sections/price-cta';
import { TextSection } from '@/components/sections/section';
import { messageList } from '@/i18n/message-list';
import {
  Advantages,
  BusinessScope,
  FeatureSection,
  JoinUsCall,
  LatestNews,
  OceanShipping,
  Partners,
} from '@/components/sections/home-sections';

export async function generateMetadata({ params }: PageProps<'/[locale]'>) {
  return staticPageMetadata('home', asLocale((await params).locale));
}

/** Home: from who we are, through what we do, to getting a price. */
export default async function HomePage({ params }: PageProps<'/[locale]'>) {
  setRequestLocale(asLocale((await params).locale));
  const t = await getTranslations('Home');
  return (
    <>
      <SiteBanner />
      <TextSection id="intro" heading={t('introHeading')}>
        <div className="mt-5 max-w-3xl space-y-4 text-lg leading-relaxed">
          {messageList<string>(t.raw('intro')).map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </div>
      </TextSection>
      <Figures />
      <Advantages />
      <BusinessScope />
      <FeatureSection namespace="DirectSalesSection" />
      <FeatureSection namespace="FbaSection" />
      <OceanShipping />
      <FeatureSection namespace="OverseasDirectSales" />
      <FeatureSection namespace="SubBrand" />
      <FeatureSection namespace="EnterpriseSection" />
      <Partners />
      <LatestNews />
      <JoinUsCall />
      <PriceCta />
    </>
  );
}
