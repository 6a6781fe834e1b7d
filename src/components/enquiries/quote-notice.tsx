import { getTranslations } from 'next-intl/server';
import { pages } from '@/config/pages';
import { ButtonLink } from '@/components/ui/button-link';

/** In place of the quote's summary: the offer is gone, or the link did not name one we can read. */
export async function QuoteNotice({ reason }: { reason: 'gone' | 'invalid' }) {
  const t = await getTranslations('Contact');
  return (
    <div
      role="status"
      className="rounded-xl border border-amber-300 bg-amber-50 p-5"
      data-testid="quote-notice"
      data-reason={reason}
    >
      <h2 className="text-lg font-semibold">
        {t(reason === 'gone' ? 'goneHeading' : 'invalidHeading')}
      </h2>
      <p className="mt-1">{t(reason === 'gone' ? 'goneText' : 'invalidText')}</p>
      <div className="mt-4">
        <ButtonLink href={pages.queryPrice.path}>{t('toPriceLookup')}</ButtonLink>
      </div>
    </div>
  );
}
