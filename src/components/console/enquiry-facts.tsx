import { getFormatter, getTranslations } from 'next-intl/server';
import { asLocale, localeTags, type Locale } from '@/i18n/routing';
import type { EnquiryRow } from '@/lib/enquiries/export';
import { quoteLines, translator } from '@/lib/enquiries/quote-text';

/**
 * Everything the visitor sent (contact, service, message, where from, language, when), and the
 * quote as the visitor saw it: in their language, and again in the page's when that differs.
 */
export async function EnquiryFacts({ enquiry, locale }: { enquiry: EnquiryRow; locale: Locale }) {
  const t = await getTranslations('ConsoleEnquiries.detail');
  const site = await getTranslations();
  const format = await getFormatter();
  const visitor = asLocale(enquiry.locale);
  const service =
    enquiry.service === 'general'
      ? t('generalService')
      : site(`Nav.${enquiry.service as 'fbaHeadShipping'}`);
  const facts: [string, string | null][] = [
    [t('name'), enquiry.name],
    [t('company'), enquiry.company],
    [t('email'), enquiry.email],
    [t('phone'), enquiry.phone],
    [t('wechat'), enquiry.wechat],
    [t('service'), service],
    [t('language'), t(`languageName.${visitor}`)],
    [t('source'), enquiry.source],
    [t('received'), format.dateTime(new Date(enquiry.created_at), 'beijing')],
  ];
  const quote = enquiry.quote;
  const languages = [...new Set<Locale>([visitor, locale])];
  return (
    <>
      <section aria-labelledby="visitor-heading" className="space-y-3">
        <h2 id="visitor-heading" className="text-lg font-semibold">
          {t('visitorTitle')}
        </h2>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]" data-testid="enquiry-facts">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted font-semibold">{label}</dt>
              <dd className="min-w-0 [overflow-wrap:anywhere]">{value || t('none')}</dd>
            </div>
          ))}
          <dt className="text-muted font-semibold">{t('message')}</dt>
          <dd
            className="min-w-0 [overflow-wrap:anywhere] whitespace-pre-wrap"
            data-testid="enquiry-message"
          >
            {enquiry.message}
          </dd>
        </dl>
      </section>
      {quote && (
        <section aria-labelledby="quote-heading" className="space-y-3">
          <h2 id="quote-heading" className="text-lg font-semibold">
            {t('quoteTitle')}
          </h2>
          <div className="grid gap-4 lg:grid-cols-2">
            {languages.map((language) => (
              <div
                key={language}
                lang={localeTags[language].lang}
                className="border-line bg-surface min-w-0 rounded-lg border p-4 text-sm"
                data-testid={`enquiry-quote-${language}`}
              >
                <p className="font-semibold">
                  {t(language === visitor ? 'quoteSeen' : 'quoteTranslated', {
                    language: t(`languageName.${language}`),
                  })}
                </p>
                <p className="mt-2 [overflow-wrap:anywhere] whitespace-pre-wrap">
                  {quoteLines(translator(language), language, quote, true).slice(1).join('\n')}
                </p>
              </div>
            ))}
          </div>
        </section>
      )}
    </>
  );
}
