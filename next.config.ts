import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import {
  httpsOnlyHeaders,
  previewFrameHeaders,
  securityHeaders,
  sharedImageHeaders,
} from './server/security-headers.mjs';

// precompile: the message files are compiled at build time, so pages format them with a small
// runtime instead of shipping the ICU parser (about 9 KB gzip less on every page's first load).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: {
    messages: { path: './messages', format: 'json', locales: 'infer', precompile: true },
  },
});

// One identifier per build, shared by the build's worker processes through the environment; the
// running page compares it with /builds/latest.json to notice a newer deploy.
process.env.APP_BUILD_ID ??= `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
process.env.APP_BUILD_TIME ??= new Date().toISOString();
const buildId = process.env.APP_BUILD_ID;

const nextConfig: NextConfig = {
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      // HSTS only when the site is reached over HTTPS (the reverse proxy says so).
      {
        source: '/:path*',
        has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
        headers: httpsOnlyHeaders,
      },
      { source: '/og-image.png', headers: sharedImageHeaders },
      { source: '/news-media/:path*', headers: sharedImageHeaders },
      // Later entries override earlier ones of the same name: the preview may be framed.
      {
        source: '/:locale(en|zh)?/console/news/:articleId/preview/:lang',
        headers: previewFrameHeaders,
      },
    ];
  },
  poweredByHeader: false,
  // One copy of prom-client in the process: the server (server/metrics.mjs) and the app
  // (src/lib/metrics.ts) register into one registry and /metrics serves both.
  serverExternalPackages: ['prom-client'],
  // server/index.mjs compresses (Brotli or gzip) and sends the static files' precompressed copies.
  compress: false,
  generateBuildId: () => buildId,
  env: { NEXT_PUBLIC_BUILD_ID: buildId, NEXT_PUBLIC_BUILD_TIME: process.env.APP_BUILD_TIME },
  reactStrictMode: true,
  // `npm test` type-checks with tsc (and next typegen's route types) just before it builds: its
  // build skips Next's second check of the same sources (20 s or more on 2 cores).
  typescript: { ignoreBuildErrors: process.env.BUILD_TYPECHECKED === '1' },
  // The application form posts a résumé of up to 5 MB and the news editor an image of up to 10
  // MB; a little more reaches the action, so an oversized file gets the form's own message
  // instead of a bare error (the proxy keeps each page's own limit, src/config/forms.ts).
  experimental: {
    serverActions: { bodySizeLimit: '11mb' },
    // forbidden(): the console's 403 screen for a role without the page's permission.
    authInterrupts: true,
  },
  images: {
    // The spec's image breakpoints (xs…2xl), quality 80, WebP and cache max-age.
    deviceSizes: [320, 640, 768, 1024, 1280, 1536],
    imageSizes: [16, 32, 48, 64, 96, 128, 256],
    formats: ['image/webp'],
    qualities: [80],
    minimumCacheTTL: 8294400,
    // Local images come from public/images and, for news articles, from the route that serves
    // the files beside each article (app/news-media); nothing else is optimised.
    localPatterns: [
      { pathname: '/images/**', search: '' },
      { pathname: '/news-media/**', search: '' },
    ],
  },
};

export default withNextIntl(nextConfig);
