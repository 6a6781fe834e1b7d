import { getTranslations } from 'next-intl/server';
import { CallBand } from './call-band';
import { ToolButtons } from './tool-buttons';

/** The closing call to action: go and get a price. */
export async function PriceCta() {
  const t = await getTranslations('PriceCta');
  return (
    <CallBand id="price-cta" tone="dark" heading={t('heading')} text={t('text')}>
      <div className="flex flex-wrap gap-3">
        <ToolButtons price={t('button')} route={t('secondary')} />
      </div>
    </CallBand>
  );
}
