import { asLocale } from '@/i18n/routing';
import { feedResponse } from '@/lib/news/feed-response';

// /zh/news-services/feed.xml: the Chinese news as RSS 2.0 (the English feed has no prefix, so
// /en/news-services/feed.xml is a 404, as for the sitemap).
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return [{ locale: 'zh' }];
}

export async function GET(
  _request: Request,
  { params }: RouteContext<'/[locale]/news-services/feed.xml'>,
) {
  return feedResponse(asLocale((await params).locale));
}
