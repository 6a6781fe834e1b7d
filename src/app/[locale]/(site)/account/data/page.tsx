import { getTranslations, setRequestLocale } from 'next-intl/server';
import { privatePageMetadata } from '@/lib/seo/metadata';
import { asLocale } from '@/i18n/routing';
import { requireCustomer } from '@/lib/accounts/guard';
import { searchParam } from '@/lib/http/search-params';
import { AccountData } from '@/components/account/account-data';
import { AccountBanner } from '@/components/sections/banner';

type Props = PageProps<'/[locale]/account/data'>;

export const generateMetadata = privatePageMetadata('AccountData');

/** /account/data: the signed-in shipper's data, to download, and the account, to delete. */
export default async function AccountDataRoute({ params, searchParams }: Props) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const confirming = searchParam(await searchParams, 'delete', 10) === 'confirm';
  await requireCustomer(locale, confirming ? '/account/data?delete=confirm' : '/account/data');
  const t = await getTranslations('AccountData');
  return (
    <>
      <AccountBanner title={t('title')} summary={t('summary')} href={'/account/data'} />
      <AccountData confirming={confirming} />
    </>
  );
}
