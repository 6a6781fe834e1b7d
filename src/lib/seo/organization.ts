import type { Locale } from '@/i18n/routing';
import { absoluteUrl, siteConfig } from '@/config/site';
import { company } from '@/lib/company';

/** schema.org Organization for the about page: name, URL, logo, address and contact points. */
export function organizationJsonLd(locale: Locale) {
  const phone = company.contact.phone.replace(/\s+/g, '-');
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name[locale],
    alternateName: company.name[locale === 'en' ? 'zh' : 'en'],
    url: absoluteUrl('/'),
    logo: absoluteUrl('/icon.svg'),
    foundingDate: String(company.foundedYear),
    description: siteConfig.description[locale],
    numberOfEmployees: { '@type': 'QuantitativeValue', value: company.figures.staff },
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.headquarters.address[locale],
      addressLocality: company.headquarters.city[locale],
      addressCountry: 'CN',
    },
    email: company.contact.email,
    telephone: phone,
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        telephone: phone,
        email: company.contact.email,
        availableLanguage: ['English', 'Chinese'],
      },
      {
        '@type': 'ContactPoint',
        contactType: 'recruiting',
        email: company.contact.careersEmail,
        availableLanguage: ['English', 'Chinese'],
      },
    ],
  };
}
