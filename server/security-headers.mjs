// Security headers of every response. next.config.ts gives them to Next's responses, and the
// production server (server/index.mjs) to the static files it serves itself.

import { serverEnv } from './env.mjs';

/** @typedef {{ key: string, value: string }} Header */

const development = process.env.NODE_ENV === 'development';

/** The origin of the WeChat QR image when WECHAT_QR is an https URL (src/config/contact.ts). */
function qrOrigin() {
  const value = serverEnv().WECHAT_QR ?? '';
  return URL.canParse(value) ? ` ${new URL(value).origin}` : '';
}

/**
 * Content-Security-Policy for every response. Pages are prerendered, so a per-request nonce is
 * impossible: Next's inline bootstrap scripts need 'unsafe-inline' in script-src, and React's
 * style attributes need it in style-src. Everything else is our own origin only (and
 * the WeChat QR image's, when it is configured elsewhere).
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  // next dev also evaluates code (React's debugging); production builds never do.
  `script-src 'self' 'unsafe-inline'${development ? " 'unsafe-eval'" : ''}`,
  "style-src 'self' 'unsafe-inline'",
  `img-src 'self' data: blob:${qrOrigin()}`,
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Headers for every response. @type {Header[]} */
export const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
  { key: 'X-Frame-Options', value: 'DENY' },
  // No other site's window keeps a handle on ours; no other site loads our files (except the
  // sharing images, next.config.ts).
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
];

/**
 * The console's article preview (/console/news/<articleId>/preview/<lang>) is shown in a frame
 * of the console's editor: it alone may be framed, and only by the site itself.
 */
export const previewFrameHeaders = /** @type {Header[]} */ ([
  {
    key: 'Content-Security-Policy',
    value: contentSecurityPolicy.replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
  },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
]);

/**
 * The images other sites show when a page is shared may be loaded from any origin.
 * @type {Header[]}
 */
export const sharedImageHeaders = [{ key: 'Cross-Origin-Resource-Policy', value: 'cross-origin' }];

/**
 * Only for responses the reverse proxy says went out over HTTPS (`X-Forwarded-Proto: https`).
 * @type {Header[]}
 */
export const httpsOnlyHeaders = [
  { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' },
];
