import { pages } from '@/config/pages';
import type { NewsCategory } from '@/lib/content/schemas';

/** Folder names and URL segments of articles: lowercase words joined by hyphens. */
export const ARTICLE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const ARTICLE_ID_MAX_LENGTH = 80;

const LIST = pages.newsServices.path;

/** The unprefixed path of an article: '/news-services/<articleId>'. */
export function articlePath(id: string): string {
  return `${LIST}/${id}`;
}

/** The article id of an unprefixed article path, if it has the shape of one. */
export function articleIdOf(path: string): string | undefined {
  if (!path.startsWith(`${LIST}/`)) return undefined;
  const id = path.slice(LIST.length + 1);
  return ARTICLE_ID.test(id) && id.length <= ARTICLE_ID_MAX_LENGTH ? id : undefined;
}

/** The unprefixed RSS feed path of a language's news ('/news-services/feed.xml'). */
export const FEED_PATH = `${LIST}/feed.xml`;

/** Where an image beside an article is served (by app/news-media/[articleId]/[file]). */
export function mediaUrl(id: string, file: string): string {
  return `/news-media/${id}/${file}`;
}

/** A view of the news list: all articles or one category, one page of them. */
export type ListView = { category?: NewsCategory; page: number };

/** The public, unprefixed address of a list view: query in a fixed order, page 1 implied. */
export function listViewPath({ category, page }: ListView): string {
  const query = new URLSearchParams();
  if (category) query.set('category', category);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `${LIST}?${search}` : LIST;
}

/**
 * The internal route that renders a list view with a query (prerendered for every view); the
 * proxy rewrites /news-services?category=&page= to it. Not a public address itself.
 */
const NEWS_LIST_ROUTE = '/news-list';
export const ALL_CATEGORIES = 'all';

export function listViewRoute({ category, page }: ListView): string {
  return `${NEWS_LIST_ROUTE}/${category ?? ALL_CATEGORIES}/${page}`;
}

/**
 * The public address of the list view whose internal route has these parameters
 * ({ filter: 'compliance', page: '1' } → '/news-services?category=compliance'), for links written
 * while that route renders; undefined for the parameters of any other route. The route exists
 * only for categories that have articles (its static parameters), so `filter` names one.
 */
export function listViewPathOf({ filter, page }: { filter?: string; page?: string }) {
  if (filter === undefined || page === undefined) return undefined;
  const category = filter === ALL_CATEGORIES ? undefined : (filter as NewsCategory);
  return listViewPath({ category, page: Number(page) });
}
