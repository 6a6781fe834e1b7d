/**
 * Whether a booking page's link segment opens a booking (issue 41): a link secret whose booking
 * exists and whose link stands. Anything else (malformed, unknown, revoked) is answered like any
 * unknown address, so the answer says nothing about whether a booking exists. The modules load
 * on the first booking page's request only: no other address needs the database here.
 */
export async function bookingLinkOpens(segment: string): Promise<boolean> {
  const { isLinkSecret } = await import('@/lib/crypto/link-secret');
  if (!isLinkSecret(segment)) return false;
  const [{ getDb }, { bookingByLink }] = await Promise.all([
    import('@/lib/db'),
    import('@/lib/bookings/store'),
  ]);
  return (await bookingByLink((await getDb()).db, segment)) !== undefined;
}
