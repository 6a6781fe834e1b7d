// Requests refused before they reach Next, which would answer them with a 500 or a 200:
// - TRACE, TRACK and CONNECT (Next fails on them with a stack trace): 405;
// - a path whose percent-encoding does not decode (`/api/%ff`; outside the proxy's matcher Next
//   fails on it): 400;
// - a body sent to a static file (an image, the sitemap, Next's own files, the build manifest):
//   405 — only pages (through src/proxy.ts) and the API take bodies.

const STATIC_FILE =
  /^\/(?:_next\/|builds\/|news-media\/)|\.(?:png|jpe?g|webp|avif|gif|svg|ico|txt|xml|json|webmanifest|woff2?|css|js|map)$/i;

/** The refusal for a request Next must not see ({ status, allow? }), or null. */
export function edgeRefusal(method, url) {
  if (method === 'TRACE' || method === 'TRACK' || method === 'CONNECT')
    return { status: 405, allow: 'GET, HEAD, POST' };
  const path = (url ?? '/').split('?')[0];
  try {
    decodeURIComponent(path);
  } catch {
    return { status: 400 };
  }
  if (method !== 'GET' && method !== 'HEAD' && STATIC_FILE.test(path))
    return { status: 405, allow: 'GET, HEAD' };
  return null;
}

/**
 * What a response varies on beyond what Next says: the bare root is English when served but
 * redirects other browsers by language and cookie (src/proxy.ts), so a shared cache (nginx, a
 * CDN) must key it on both. Next replaces the proxy's Vary on the prerendered page, hence here.
 */
export function extraVary(url) {
  return (url ?? '/').split('?')[0] === '/' ? ['Accept-Language', 'Cookie'] : [];
}
