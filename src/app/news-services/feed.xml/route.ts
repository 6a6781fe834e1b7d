import { routing } from '@/i18n/routing';
import { feedResponse } from '@/lib/news/feed-response';

// /news-services/feed.xml: the English news as RSS 2.0, built with the site.
export const dynamic = 'force-static';

export function GET() {
  return feedResponse(routing.defaultLocale);
}
