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

/**
 * Whether a POST was sent by a page of this site, for what a browser must not be made to do from
 * elsewhere even without a form of ours (the console's downloads): an Origin is required (every
 * browser sends one with a POST) and must be the site's public origin (`appUrl`) or the host the
 * request was sent to; a browser's Sec-Fetch-Site, when sent, must say `same-origin`.
 */
export function isSameOriginPost(headers: Headers, appUrl: string): boolean {
  const origin = headers.get('origin');
  if (!origin || origin === 'null') return false;
  const site = headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin') return false;
  return origin === new URL(appUrl).origin || !isCrossOrigin(headers);
}
