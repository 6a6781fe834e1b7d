import { getTranslations } from 'next-intl/server';
import { pages } from '@/config/pages';
import type { EnquiryService } from '@/lib/enquiries/schema';
import { ButtonLink } from '@/components/ui/button-link';
import { CallBand } from './call-band';

/** The end of a service page: talk to sales, the enquiry form opening with this service chosen. */
export async function ServiceContact({ service }: { service: EnquiryService }) {
  const t = await getTranslations('ServiceContact');
  return (
    <CallBand id="service-contact" tone="soft" heading={t('heading')} text={t('text')}>
      <ButtonLink href={`${pages.contact.path}?service=${service}`} arrow>
        {t('button')}
      </ButtonLink>
    </CallBand>
  );
}
