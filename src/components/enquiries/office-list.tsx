import { Icon } from '@/components/ui/icon';
import { mail, phone } from '@/components/ui/icons';
import { getLocale, getTranslations } from 'next-intl/server';
import { company, telHref } from '@/lib/company';

/** The offices of one region (content/company.json): city, address, phone and email each. */
async function OfficeList({ region }: { region: 'china' | 'overseas' }) {
  const locale = await getLocale();
  const d = await getTranslations('AboutDetails');
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {company.offices
        .filter((o) => o.region === region)
        .map((office) => (
          <li key={office.id} className="border-line rounded-xl border bg-white p-5">
            <h4 className="font-semibold">{office.city[locale]}</h4>
            <p className="text-muted mt-1">{office.address[locale]}</p>
            <p className="mt-3 flex items-center gap-2">
              <Icon icon={phone} className="text-primary size-4" />
              <span className="sr-only">{d('phone')}: </span>
              <a href={telHref(office.phone)} className="text-primary hover:underline">
                {office.phone}
              </a>
            </p>
            <p className="mt-1 flex items-center gap-2">
              <Icon icon={mail} className="text-primary size-4" />
              <span className="sr-only">{d('email')}: </span>
              <a href={`mailto:${office.email}`} className="text-primary break-all hover:underline">
                {office.email}
              </a>
            </p>
          </li>
        ))}
    </ul>
  );
}

/** Every office, China's and then overseas, each region under its heading (about, contact). */
export async function Offices() {
  const d = await getTranslations('AboutDetails');
  return (
    <>
      <h3 className="mb-4 text-lg font-semibold">{d('chinaOffices')}</h3>
      <OfficeList region="china" />
      <h3 className="mt-8 mb-4 text-lg font-semibold">{d('overseasOffices')}</h3>
      <OfficeList region="overseas" />
    </>
  );
}
