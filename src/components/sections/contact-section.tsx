import { getLocale, getTranslations } from 'next-intl/server';
import { company, telHref } from '@/lib/company';

/** Headquarters address, phone, email and hours; the target of the footer's contact link. */
export async function ContactSection() {
  const locale = await getLocale();
  const t = await getTranslations('Contact');
  const rows = [
    { label: t('address'), value: company.headquarters.address[locale] },
    { label: t('phone'), value: company.contact.phone, href: telHref(company.contact.phone) },
    { label: t('email'), value: company.contact.email, href: `mailto:${company.contact.email}` },
    { label: t('hours'), value: company.contact.hours[locale] },
  ];
  return (
    <section id="contact" aria-labelledby="contact-heading" className="bg-surface py-12 sm:py-16">
      <div className="container-page">
        <h2 id="contact-heading" className="text-2xl font-bold tracking-tight">
          {t('heading')}
        </h2>
        <p className="text-muted mt-3 max-w-2xl text-lg">{t('intro')}</p>
        <dl className="mt-8 grid gap-5 sm:grid-cols-2">
          {rows.map((row) => (
            <div key={row.label} className="border-line rounded-xl border bg-white p-5">
              <dt className="text-muted text-sm font-semibold">{row.label}</dt>
              <dd className="mt-1 text-lg">
                {row.href ? (
                  <a href={row.href} className="text-primary hover:underline">
                    {row.value}
                  </a>
                ) : (
                  row.value
                )}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
