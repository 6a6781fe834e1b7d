import { getLocale, getTranslations } from 'next-intl/server';
import { pages } from '@/config/pages';
import { localeTags } from '@/i18n/routing';
import { company } from '@/lib/company';
import { loadPageDocument } from '@/lib/content/markdown';
import { storehousePageSchema } from '@/lib/content/schemas';
import { Banner } from '@/components/sections/banner';
import { CardGrid } from '@/components/sections/card-grid';
import { PriceCta } from '@/components/sections/price-cta';
import { Section } from '@/components/sections/section';
import { Steps } from '@/components/sections/steps';
import { Prose } from '@/components/ui/prose';
import { ScrollRegion } from '@/components/ui/scroll-region';

/** /storehouse: the warehouse network, storage fees, value-added services and inbound. */
export async function StorehousePage() {
  const locale = await getLocale();
  const t = await getTranslations('Storehouse');
  const d = await getTranslations('StorehouseDetails');
  const { data, tree } = loadPageDocument('storehouse', locale, storehousePageSchema);
  const number = new Intl.NumberFormat(localeTags[locale].lang);
  const money = new Intl.NumberFormat(localeTags[locale].lang, {
    style: 'currency',
    currency: 'USD',
  });
  const title = t('title');

  const table = (kind: 'china' | 'overseas') => (
    <ScrollRegion label={d(kind)} className="border-line rounded-xl border bg-white">
      <table className="w-full min-w-[48rem] text-left">
        <caption className="px-4 pt-4 pb-2 text-left text-lg font-semibold">{d(kind)}</caption>
        <thead className="bg-surface text-muted text-sm">
          <tr>
            {(['city', 'country', 'area', 'services', 'hours'] as const).map((col) => (
              <th key={col} scope="col" className="px-4 py-3 font-semibold">
                {d(col)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-line divide-y">
          {company.warehouses
            .filter((w) => w.kind === kind)
            .map((w) => (
              <tr key={w.id}>
                <th scope="row" className="px-4 py-3 font-medium">
                  {w.city[locale]}
                </th>
                <td className="px-4 py-3 whitespace-nowrap">{w.country[locale]}</td>
                <td className="px-4 py-3 tabular-nums">{number.format(w.areaM2)}</td>
                <td className="px-4 py-3">
                  {w.services.map((s) => d(`service.${s}`)).join(locale === 'zh' ? '、' : ', ')}
                </td>
                <td className="text-muted px-4 py-3">{w.hours[locale]}</td>
              </tr>
            ))}
        </tbody>
      </table>
    </ScrollRegion>
  );

  return (
    <>
      <Banner
        title={title}
        summary={t('summary')}
        trail={[{ label: title, href: pages.storehouse.path }]}
      />
      <section aria-labelledby="about-heading" className="container-page py-12 sm:py-16">
        <h2 id="about-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {d('about')}
        </h2>
        <Prose tree={tree} className="mt-5" />
      </section>
      <Section id="network" heading={d('network')} intro={d('networkIntro')} tone="soft">
        <div className="space-y-8">
          {table('china')}
          {table('overseas')}
        </div>
      </Section>
      <Section id="fees" heading={d('tiers')} intro={d('tiersIntro')}>
        <div className="border-line max-w-xl overflow-hidden rounded-xl border">
          <table className="w-full text-left">
            <thead className="bg-surface text-muted text-sm">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {d('tierDays')}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {d('tierPrice')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-line divide-y">
              {company.storageTiers.map((tier) => (
                <tr key={tier.fromDay}>
                  <th scope="row" className="px-4 py-3 font-medium">
                    {tier.toDay === null
                      ? d('tierFrom', { from: tier.fromDay })
                      : d('tierRange', { from: tier.fromDay, to: tier.toDay })}
                  </th>
                  <td className="px-4 py-3 tabular-nums">
                    {tier.usdPerM3Day === 0 ? d('tierFree') : money.format(tier.usdPerM3Day)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Section>
      <Section id="value-added" heading={d('valueAdded')} tone="soft">
        <CardGrid items={data.valueAdded} />
      </Section>
      <Section id="inbound" heading={d('inbound')}>
        <Steps steps={data.inbound} />
      </Section>
      <PriceCta />
    </>
  );
}
