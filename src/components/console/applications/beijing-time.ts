import type { Locale } from '@/i18n/routing';

/**
 * An instant (ISO) as HR reads it: Beijing time, in the page's language, as the staff list
 * writes its dates (en-GB: day before month).
 */
export function beijingTime(locale: Locale): (iso: string) => string {
  const format = new Intl.DateTimeFormat(locale === 'zh' ? 'zh-CN' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Shanghai',
  });
  return (iso) => format.format(new Date(iso));
}
