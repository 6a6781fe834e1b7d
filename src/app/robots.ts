import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/config/site';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      // The staff console, in both languages, besides the API and health checks.
      disallow: ['/api/', '/healthz', '/readyz', '/console', '/zh/console'],
    },
    sitemap: [absoluteUrl('/sitemap.xml'), absoluteUrl('/zh/sitemap.xml')],
  };
}
