import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/i18n/routing';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { SiteBanner } from '@/components/sections/site-banner';
import { Figures } from '@/components/sections/figures';
import { PriceCta } from '@/components/sections/price-cta';
import { messageList } from '@/i18n/message-list';
import {
  Advantages,
  BusinessScope,
  DirectSalesSection,
  EnterpriseSection,
  FbaSection,
  JoinUsCall,
  LatestNews,
  OceanShipping,
  OverseasDirectSales,
  Partners,
  SubBrand,
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
      <section aria-labelledby="intro-heading" className="container-page py-12 sm:py-16">
        <h2 id="intro-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t('introHeading')}
        </h2>
        <div className="mt-5 max-w-3xl space-y-4 text-lg leading-relaxed">
          {messageList<string>(t.raw('intro')).map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      </section>
      <Figures />
      <Advantages />
      <BusinessScope />
      <DirectSalesSection />
      <FbaSection />
      <OceanShipping />
      <OverseasDirectSales />
      <SubBrand />
      <EnterpriseSection />
      <Partners />
      <LatestNews />
      <JoinUsCall />
      <PriceCta />
    </>
  );
}
