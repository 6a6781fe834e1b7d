/**
 * What a booking page link's secret opens: its booking (`open`), that booking's page no more
 * (`expired`: the page offers a fresh link), or nothing (malformed, unknown, revoked or replaced:
 * answered like any unknown address, so the answer says nothing about whether a booking exists).
 * The modules load on the first booking page's request only: no other address needs the
 * database here.
 */
export async function bookingLinkState(secret: string): Promise<'open' | 'expired' | 'none'> {
  const { isLinkSecret } = await import('@/lib/crypto/link-secret');
  if (!isLinkSecret(secret)) return 'none';
  const [{ getDb }, { bookingByLink }] = await Promise.all([
    import('@/lib/db'),
    import('@/lib/bookings/links'),
  ]);
  const target = await bookingByLink((await getDb()).db, secret, new Date());
  return target?.kind ?? 'none';
}
