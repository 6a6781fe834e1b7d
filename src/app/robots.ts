import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/config/site';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      // The staff console and the shippers' accounts, in both languages, besides the API and
      // health checks.
      disallow: [
        '/api/',
        '/healthz',
        '/readyz',
        '/console',
        '/zh/console',
        '/account',
        '/zh/account',
      ],
    },
    sitemap: [absoluteUrl('/sitemap.xml'), absoluteUrl('/zh/sitemap.xml')],
  };
}
