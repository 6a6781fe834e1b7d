import { getRequestConfig } from 'next-intl/server';
import { hasLocale } from 'next-intl';
import { catalogues } from './catalogues';
import { formats } from './formats';
import { routing } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    formats,
    messages: catalogues[locale],
  };
});
