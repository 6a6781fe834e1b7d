import { sitemapResponse } from '@/lib/seo/sitemap';

// The same sitemap is also served under the Chinese prefix (spec §2); /en/sitemap.xml is a 404.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return [{ locale: 'zh' }];
}

export async function GET() {
  return sitemapResponse();
}
