'use server';

import { revalidatePath } from 'next/cache';
import { cookies, headers } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { ACCOUNT_PATH } from '@/config/routes';
import { asLocale, localizedPath } from '@/i18n/routing';
import { getDb } from '@/lib/db';
import { clientAddress } from '@/lib/http/client-address';
import { deleteAccount } from './data';
import { ACCOUNT_COOKIE, requireCustomer } from './guard';
import { parcelStatusFilter, setParcelMails } from './parcels';

const PARCELS_PATH = '/account/parcels';
const DATA_PATH = '/account/data';

/**
 * A parcel's "Email me status changes", on (`mails=on`) or off, then back to the parcels (with
 * the filter the list had). Signed out: the sign-in first. Another address's parcel: 404.
 */
export async function setParcelMailsAction(form: FormData): Promise<never> {
  const locale = asLocale(String(form.get('locale') ?? ''));
  const session = await requireCustomer(locale, PARCELS_PATH);
  const waybill = String(form.get('waybill') ?? '').slice(0, 50);
  const outcome = await setParcelMails(
    (await getDb()).db,
    { email: session.email, locale },
    waybill,
    form.get('mails') === 'on',
    new Date(),
  );
  if (outcome === 'unknown') notFound();
  const status = parcelStatusFilter(form.get('status'));
  const query = new URLSearchParams({
    ...(status ? { status } : {}),
    ...(outcome === 'ended' ? { ended: waybill } : {}),
  }).toString();
  // The list is shown again with the change: fresh, not the browser's copy of it.
  revalidatePath(localizedPath(PARCELS_PATH, locale));
  redirect(`${localizedPath(PARCELS_PATH, locale)}${query ? `?${query}` : ''}#parcel-${waybill}`);
}

/**
 * "Delete my account", confirmed (`confirm=delete`, the confirm step's button): the account
 * deleted (deleteAccount), this browser signed out, and the sign-in with a notice that it is
 * done. Without the confirmation: back to the confirm step. Signed out: the sign-in first.
 */
export async function deleteAccountAction(form: FormData): Promise<never> {
  const locale = asLocale(String(form.get('locale') ?? ''));
  const session = await requireCustomer(locale, DATA_PATH);
  if (form.get('confirm') !== 'delete')
    redirect(`${localizedPath(DATA_PATH, locale)}?delete=confirm`);
  await deleteAccount((await getDb()).db, session, clientAddress(await headers()), new Date());
  (await cookies()).delete(ACCOUNT_COOKIE);
  redirect(`${localizedPath(ACCOUNT_PATH, locale)}?deleted=1`);
}
