import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { company } from '@/lib/company';
import { loadPageDocument } from '@/lib/content/markdown';
import { storehousePageSchema } from '@/lib/content/schemas';
import { PageBanner } from '@/components/sections/banner';
import { CardGrid } from '@/components/sections/card-grid';
import { PriceCta } from '@/components/sections/price-cta';
import { ServiceContact } from '@/components/sections/service-contact';
import { Section, TextSection } from '@/components/sections/section';
import { Steps } from '@/components/sections/steps';
import { Prose } from '@/components/ui/prose';
import { DataTable } from '@/components/ui/data-table';

/** /storehouse: the warehouse network, storage fees, value-added services and inbound. */
export async function StorehousePage() {
  const locale = await getLocale();
  const d = await getTranslations('StorehouseDetails');
  const { data, tree } = loadPageDocument('storehouse', locale, storehousePageSchema);
  const format = await getFormatter();

  const warehouses = (kind: 'china' | 'overseas') => (
    <DataTable
      caption={d(kind)}
      scroll={{ label: d(kind), minWidth: 'min-w-[48rem]' }}
      className="border-line rounded-xl border bg-white"
      rows={company.warehouses.filter((w) => w.kind === kind)}
      rowKey={(w) => w.id}
      columns={[
        { header: d('city'), rowHeader: true, cell: (w) => w.city[locale] },
        { header: d('country'), className: 'whitespace-nowrap', cell: (w) => w.country[locale] },
        { header: d('area'), className: 'tabular-nums', cell: (w) => format.number(w.areaM2) },
        {
          header: d('services'),
          cell: (w) =>
            format.list(
              w.services.map((s) => d(`service.${s}`)),
              'enumeration',
            ),
        },
        { header: d('hours'), className: 'text-muted', cell: (w) => w.hours[locale] },
      ]}
    />
  );

  return (
    <>
      <PageBanner id="storehouse" />
      <TextSection id="about" heading={d('about')}>
        <Prose tree={tree} className="mt-5" />
      </TextSection>
      <Section id="network" heading={d('network')} intro={d('networkIntro')} tone="soft">
        <div className="space-y-8">
          {warehouses('china')}
          {warehouses('overseas')}
        </div>
      </Section>
      <Section id="fees" heading={d('tiers')} intro={d('tiersIntro')}>
        <DataTable
          className="border-line max-w-xl rounded-xl border"
          rows={company.storageTiers}
          rowKey={(tier) => String(tier.fromDay)}
          columns={[
            {
              header: d('tierDays'),
              rowHeader: true,
              cell: (tier) =>
                tier.toDay === null
                  ? d('tierFrom', { from: tier.fromDay })
                  : d('tierRange', { from: tier.fromDay, to: tier.toDay }),
            },
            {
              header: d('tierPrice'),
              className: 'tabular-nums',
              cell: (tier) =>
                tier.usdPerM3Day === 0
                  ? d('tierFree')
                  : format.number(tier.usdPerM3Day, { style: 'currency', currency: 'USD' }),
            },
          ]}
        />
      </Section>
      <Section id="value-added" heading={d('valueAdded')} tone="soft">
        <CardGrid items={data.valueAdded} />
      </Section>
      <Section id="inbound" heading={d('inbound')}>
        <Steps steps={data.inbound} />
      </Section>
      <PriceCta />
      <ServiceContact service="storehouse" />
    </>
  );
}
