import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/config/site';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', '/healthz', '/readyz'] },
    sitemap: [absoluteUrl('/sitemap.xml'), absoluteUrl('/zh/sitemap.xml')],
  };
}
