import { setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/i18n/routing';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { PageIntro } from '@/components/sections/page-intro';
import { ContactSection } from '@/components/sections/contact-section';

export async function generateMetadata({ params }: PageProps<'/[locale]/abort'>) {
  return staticPageMetadata('about', asLocale((await params).locale));
}

export default async function AboutPage({ params }: PageProps<'/[locale]/abort'>) {
  setRequestLocale(asLocale((await params).locale));
  return (
    <>
      <PageIntro id="about" />
      <ContactSection />
    </>
  );
}
