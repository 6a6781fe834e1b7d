import type { ReactNode } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { pages, utilityPages } from '@/config/pages';
import { company, hotline } from '@/lib/company';
import { Banner } from '@/components/sections/banner';
import { ButtonLink } from '@/components/ui/button-link';

/**
 * After an enquiry: its reference, large and spaced so it can be read over the phone, and what
 * happens next. Only the address's reference is shown; nothing of the enquiry is looked up.
 */
export async function SentPage({ reference }: { reference: string | null }) {
  const locale = await getLocale();
  const t = await getTranslations('ContactSent');
  const nav = await getTranslations('Nav');
  const title = t('title');
  const links = (
    <div className="mt-6 flex flex-wrap gap-3">
      <ButtonLink href={pages.contact.path}>{t(reference ? 'another' : 'toContact')}</ButtonLink>
      <Link
        href="/"
        className="text-primary inline-flex items-center px-2 py-3 font-semibold hover:underline"
      >
        {t('home')}
      </Link>
    </div>
  );
  let body: ReactNode;
  if (!reference)
    body = (
      <div className="border-line bg-surface max-w-2xl rounded-xl border p-5 sm:p-6">
        <h2 className="text-xl font-semibold">{t('missingHeading')}</h2>
        <p className="mt-2">{t('missingText')}</p>
        {links}
      </div>
    );
  else
    body = (
      <div className="max-w-2xl">
        <div className="border-primary/30 rounded-xl border bg-white p-5 sm:p-6">
          <h2 className="text-muted text-sm font-semibold">{t('referenceLabel')}</h2>
          <p
            className="text-primary-dark mt-2 font-mono text-4xl font-bold tracking-[0.3em] sm:text-5xl"
            data-testid="enquiry-reference"
          >
            {reference}
          </p>
          <p className="text-muted mt-2">{t('referenceHint')}</p>
        </div>
        <h2 className="mt-8 text-xl font-semibold">{t('nextHeading')}</h2>
        <ul className="marker:text-primary mt-3 list-disc space-y-2 pl-5">
          <li>{t('nextAnswer', { hours: company.contact.hours[locale] })}</li>
          <li>{t('nextMail')}</li>
          <li>{t('nextCall', { phone: hotline })}</li>
        </ul>
        {links}
      </div>
    );

  return (
    <>
      <Banner
        title={title}
        summary={t('summary')}
        trail={[
          { label: nav('contact'), href: pages.contact.path },
          { label: title, href: utilityPages.contactSent.path },
        ]}
      />
      <div className="container-page py-10 sm:py-12">{body}</div>
    </>
  );
}
