import { getTranslations, setRequestLocale } from 'next-intl/server';
import { privatePageMetadata } from '@/lib/seo/metadata';
import { asLocale } from '@/i18n/routing';
import { requireCustomer } from '@/lib/accounts/guard';
import { accountParcels, parcelStatusFilter } from '@/lib/accounts/parcels';
import { getDb } from '@/lib/db';
import { searchParam } from '@/lib/http/search-params';
import { AccountParcels } from '@/components/account/account-parcels';
import { AccountBanner } from '@/components/sections/banner';

type Props = PageProps<'/[locale]/account/parcels'>;

export const generateMetadata = privatePageMetadata('AccountParcels');

/** /account/parcels: the signed-in shipper's parcels, filtered by status (`?status=`). */
export default async function AccountParcelsRoute({ params, searchParams }: Props) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const query = await searchParams;
  const status = parcelStatusFilter(searchParam(query, 'status', 30));
  const session = await requireCustomer(
    locale,
    status ? `/account/parcels?status=${status}` : '/account/parcels',
  );
  const t = await getTranslations('AccountParcels');
  const parcels = await accountParcels((await getDb()).db, session.email, status);
  const ended = searchParam(query, 'ended', 50);
  return (
    <>
      <AccountBanner title={t('title')} summary={t('summary')} href={'/account/parcels'} />
      <AccountParcels
        parcels={parcels}
        status={status}
        ended={ended && parcels.some((p) => p.waybill === ended) ? ended : undefined}
      />
    </>
  );
}
