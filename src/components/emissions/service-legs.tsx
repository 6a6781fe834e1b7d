import { getLocale, getTranslations } from 'next-intl/server';
import { localeTags } from '@/i18n/routing';
import { card } from '@/lib/shipping/rate-card';
import { DataTable } from '@/components/ui/data-table';
import { factorName } from './factor-section';
import { TextSection } from '@/components/sections/section';
import { SeaDistances } from './sea-distances';

type Hubs = { airport?: string; port?: string; railhead?: string };

/** Each service's legs and factors, where the legs start and end, and where distances come from. */
export async function ServiceLegs() {
  const locale = await getLocale();
  const t = await getTranslations('EmissionsMethodology.legs');
  const f = await getTranslations('EmissionsMethodology.factors');
  const model = card.emissions;
  const place = (id: string | undefined) => (id ? model.point(id).name[locale] : t('none'));
  const hubColumns = [
    { header: t('airport'), cell: (row: Hubs) => place(row.airport) },
    { header: t('port'), cell: (row: Hubs) => place(row.port) },
    { header: t('railhead'), cell: (row: Hubs) => place(row.railhead) },
  ];
  const services = card.channels.flatMap((channel) => {
    const chain = model.channels[channel.code];
    return chain ? [{ code: channel.code, name: channel.name[locale], chain }] : [];
  });
  const zoneCountry = new Map(card.channels.flatMap((c) => c.zones.map((z) => [z.id, z.country])));
  const country = (zone: string) =>
    card.locations.countries.find((c) => c.code === zoneCountry.get(zone))?.name[locale] ?? zone;
  const origins = card.locations.origins.flatMap((o) => {
    const hubs = model.origins[o.code];
    return hubs ? [{ code: o.code, name: o.name[locale], ...hubs }] : [];
  });
  const zones = Object.entries(model.zones).map(([id, hubs]) => ({ id, ...hubs }));
  const rail = model.railDistances.map((d) =>
    t('railKnown', { from: place(d.from), to: place(d.to), km: d.km }),
  );
  const list = new Intl.ListFormat(localeTags[locale].lang, { type: 'conjunction' });
  const paragraph = 'max-w-3xl leading-relaxed';
  // A table's caption names its scroll region on a phone.
  const framed = (caption: string, minWidth: string) => ({
    caption,
    scroll: { label: caption, minWidth },
    className: 'border-line rounded-xl border',
  });
  return (
    <TextSection id="legs" heading={t('heading')}>
      <div className="mt-6 space-y-4">
        <p className={paragraph}>{t('intro')}</p>
        <DataTable
          {...framed(t('servicesCaption'), 'min-w-[40rem]')}
          rows={services}
          rowKey={(row) => row.code}
          columns={[
            { header: t('service'), rowHeader: true, cell: (row) => row.name },
            { header: t('main'), cell: (row) => factorName(f, row.chain.factor) },
            {
              header: t('pickup'),
              cell: (row) =>
                row.chain.main === 'road' ? t('oneLeg') : factorName(f, row.chain.pickup),
            },
            {
              header: t('delivery'),
              cell: (row) =>
                row.chain.main === 'road' ? t('oneLeg') : factorName(f, row.chain.delivery),
            },
          ]}
        />
        <p className={paragraph}>{t('ships')}</p>
        <ul className={`${paragraph} list-disc space-y-1 pl-5`}>
          {services.flatMap(({ code, name, chain }) =>
            chain.why ? [<li key={code}>{`${name}: ${chain.why[locale]}`}</li>] : [],
          )}
        </ul>

        <h3 className="pt-4 text-xl font-semibold">{t('hubsHeading')}</h3>
        <DataTable
          {...framed(t('originsCaption'), 'min-w-[48rem]')}
          rows={origins}
          rowKey={(row) => row.code}
          columns={[
            { header: t('from'), rowHeader: true, cell: (row) => row.name },
            { header: t('warehouse'), cell: (row) => place(row.warehouse) },
            ...hubColumns,
          ]}
        />
        <DataTable
          {...framed(t('zonesCaption'), 'min-w-[48rem]')}
          rows={zones}
          rowKey={(row) => row.id}
          columns={[
            { header: t('zone'), rowHeader: true, cell: (row) => country(row.id) },
            { header: t('city'), cell: (row) => place(row.city) },
            ...hubColumns,
          ]}
        />

        <h3 className="pt-4 text-xl font-semibold">{t('distancesHeading')}</h3>
        <ul className={`${paragraph} list-disc space-y-2 pl-5`}>
          <li>{t('air')}</li>
          <li>{t('sea')}</li>
          <li>{t('rail', { known: list.format(rail), factor: model.circuity.rail.factor })}</li>
          <li>{t('road', { factor: model.circuity.road.factor })}</li>
          <li>{t('points')}</li>
        </ul>
        <SeaDistances locale={locale} />
      </div>
    </TextSection>
  );
}
