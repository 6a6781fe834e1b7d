import { Icon } from '@/components/ui/icon';
import { arrowRight } from '@/components/ui/icons';
import { getLocale, getTranslations } from 'next-intl/server';
import { localizedPath } from '@/i18n/routing';
import { pages } from '@/config/pages';
import type { EnquiryService } from '@/lib/enquiries/fields';
import { CallBand } from './call-band';

/**
 * The end of a service page: talk to sales, the enquiry form opening with this service chosen.
 * A plain link (a page load, like the other links with a query): the contact page with a query
 * is rendered on the server for it, and knows from the Referer which page the visitor came from.
 */
export async function ServiceContact({ service }: { service: EnquiryService }) {
  const locale = await getLocale();
  const t = await getTranslations('ServiceContact');
  return (
    <CallBand id="service-contact" tone="soft" heading={t('heading')} text={t('text')}>
      <a
        href={`${localizedPath(pages.contact.path, locale)}?service=${service}`}
        className="button-link bg-primary hover:bg-primary-dark text-white"
      >
        {t('button')}
        <Icon icon={arrowRight} className="size-4" />
      </a>
    </CallBand>
  );
}
