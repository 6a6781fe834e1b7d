import { sitemapResponse } from '@/lib/seo/sitemap';

export const dynamic = 'force-static';

export async function GET() {
  return sitemapResponse();
}
