/**
 * Whether a request was sent by a page of another site: its Origin names a host other than the
 * one it was sent to. Requests without an Origin (curl, servers) are not a browser acting for a
 * visitor, so they are not cross-site.
 */
export function isCrossOrigin(headers: Headers): boolean {
  const origin = headers.get('origin');
  if (!origin) return false;
  const host = headers.get('x-forwarded-host') ?? headers.get('host');
  try {
    return !host || new URL(origin).host !== host;
  } catch {
    return true;
  }
}
