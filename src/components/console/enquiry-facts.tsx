import { getFormatter, getTranslations } from 'next-intl/server';
import { asLocale, localeTags, type Locale } from '@/i18n/routing';
import type { EnquiryRow } from '@/lib/enquiries/export';
import { quoteLines, translator } from '@/lib/enquiries/quote-text';
import { ConsoleSection, FactList } from '@/components/console/section';

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
      <ConsoleSection name="visitor" title={t('visitorTitle')}>
        <FactList
          facts={facts.map(([label, value]) => [label, value || t('none')])}
          testId="enquiry-facts"
        >
          <dt className="text-muted font-semibold">{t('message')}</dt>
          <dd
            className="min-w-0 [overflow-wrap:anywhere] whitespace-pre-wrap"
            data-testid="enquiry-message"
          >
            {enquiry.message}
          </dd>
        </FactList>
      </ConsoleSection>
      {quote && (
        <ConsoleSection name="quote" title={t('quoteTitle')}>
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
        </ConsoleSection>
      )}
    </>
  );
}
