import { localeTags, type Locale } from '@/i18n/routing';

/** Formats 'YYYY-MM-DD' calendar dates (no time zone shift) in a locale. */
export function isoDateFormatter(locale: Locale, options: Intl.DateTimeFormatOptions) {
  const format = new Intl.DateTimeFormat(localeTags[locale].lang, { ...options, timeZone: 'UTC' });
  return (date: string) => format.format(new Date(`${date}T00:00:00Z`));
}
