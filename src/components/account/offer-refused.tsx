import { getLocale, getTranslations } from 'next-intl/server';
import { pages } from '@/config/pages';
import { asLocale, localizedPath } from '@/i18n/routing';

/** Why an offer cannot be saved or booked, and the way back to the price lookup. */
export async function OfferRefused({ reason }: { reason: 'gone' | 'invalid' | 'missing' }) {
  const t = await getTranslations('AccountQuotes');
  const locale = asLocale(await getLocale());
  return (
    <div className="bg-surface rounded-xl p-5" role="alert" data-testid="quote-refused">
      <p>{t(`refused.${reason}`)}</p>
      <p className="mt-3">
        <a href={localizedPath(pages.queryPrice.path, locale)} className="text-primary underline">
          {t('lookAgain')}
        </a>
      </p>
    </div>
  );
}
