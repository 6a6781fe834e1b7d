import { getTranslations } from 'next-intl/server';
import { Icon } from '@/components/ui/icon';
import { copy } from '@/components/ui/icons';
import { CopyButton } from '@/components/ui/copy-button';

/** The booking page's "Copy" beside a text, named by `label` ("Copy the waybill number"). */
export async function CopyBookingText({ text, label }: { text: string; label: string }) {
  const t = await getTranslations('BookingPage');
  return (
    <CopyButton text={text} label={label} copied={t('copied')} failed={t('copyFailed')}>
      <Icon icon={copy} className="size-4" />
      {t('copy')}
    </CopyButton>
  );
}
