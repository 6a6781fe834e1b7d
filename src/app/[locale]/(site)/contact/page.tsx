import { setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/i18n/routing';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { ContactPage } from '@/components/pages/contact-page';

export async function generateMetadata({ params }: PageProps<'/[locale]/contact'>) {
  return staticPageMetadata('contact', asLocale((await params).locale));
}

export default async function Contact({ params }: PageProps<'/[locale]/contact'>) {
  setRequestLocale(asLocale((await params).locale));
  return <ContactPage />;
}
