import { getLocale, getTranslations } from 'next-intl/server';
import { isoDateFormatter } from '@/i18n/formats';
import { loadPageDocument } from '@/lib/content/markdown';
import { privacyPageSchema } from '@/lib/content/schemas';
import { PageBanner } from '@/components/sections/banner';
import { Prose } from '@/components/ui/prose';

/** /privacy: the notice from content/pages/privacy/<locale>.md with its last-updated date. */
export async function PrivacyPage() {
  const locale = await getLocale();
  const d = await getTranslations('PrivacyDetails');
  const { data, tree } = loadPageDocument('privacy', locale, privacyPageSchema);
  const date = isoDateFormatter(locale, { dateStyle: 'long' })(data.lastUpdated);
  return (
    <>
      <PageBanner id="privacy" />
      <div className="container-page py-12 sm:py-16">
        <p className="text-muted mb-8">
          <time dateTime={data.lastUpdated}>{d('lastUpdated', { date })}</time>
        </p>
        <Prose tree={tree} />
      </div>
    </>
  );
}
