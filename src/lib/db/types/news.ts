import type { Generated } from 'kysely';
import type { NewsCategory } from '@/lib/content/schemas';
import type { ArticleContent } from '@/lib/news/content';
import type { ArticleStatus } from '@/lib/news/desk';
import type { Json } from '../json';

/** A news article (0008): both languages side by side; '' is a field not written yet. */
export interface NewsArticlesTable {
  id: Generated<number>;
  /** The address: /news-services/<slug>. Lowercase letters, digits and single hyphens. */
  slug: string;
  /** company-news, service-updates, compliance or industry-notes. */
  category: NewsCategory;
  status: ArticleStatus;
  /** Scheduled: when it goes out; published: when it went out (the date shown). Else null. */
  publish_at: string | null;
  /** A correction's day (YYYY-MM-DD), shown as "Updated"; null when none. */
  corrected_on: string | null;
  /** 'en' or 'zh' for an article meant for one language's readers; null for both. */
  only_locale: string | null;
  /** The file name of the cover among the article's images. */
  cover: string | null;
  /**
   * The revision the public pages show: publishing copies the working fields (this row) into a
   * revision of kind `publish` and points here, so saving a published article's draft changes
   * nothing public until it is published again. Null until first published.
   */
  live_revision_id: number | null;
  title_en: Generated<string>;
  summary_en: Generated<string>;
  body_en: Generated<string>;
  cover_alt_en: Generated<string>;
  author_en: Generated<string>;
  title_zh: Generated<string>;
  summary_zh: Generated<string>;
  body_zh: Generated<string>;
  cover_alt_zh: Generated<string>;
  author_zh: Generated<string>;
  /** JSON arrays of strings. */
  tags_en: Generated<Json<string[]>>;
  tags_zh: Generated<Json<string[]>>;
  /** Raised by every save: a save that names an older version is refused (two editors). */
  version: Generated<number>;
  created_at: string;
  /** Staff user id; null for the import of content/. */
  created_by: string | null;
  updated_at: string;
  updated_by: string | null;
}

/** Every save of an article: who, when, and the editable fields as JSON. */
export interface NewsRevisionsTable {
  id: Generated<number>;
  article_id: number;
  /** The article's version this revision saved. */
  version: number;
  saved_at: string;
  saved_by: string | null;
  kind: 'import' | 'save' | 'autosave' | 'restore' | 'publish';
  /** The editable fields. */
  content: Json<ArticleContent>;
}

/** An article's earlier address: answered with a permanent redirect to its current one. */
export interface NewsRedirectsTable {
  old_slug: string;
  article_id: number;
}

/** An image of an article (its content checked by its bytes), served at /news-media/<slug>/<name>. */
export interface NewsImagesTable {
  id: Generated<number>;
  article_id: number;
  name: string;
  content_type: string;
  width: number;
  height: number;
  size: number;
  content: Uint8Array;
  created_at: string;
  created_by: string | null;
}

/** News articles, their revisions, old addresses and images (0008). */
export interface NewsTables {
  news_articles: NewsArticlesTable;
  news_revisions: NewsRevisionsTable;
  news_redirects: NewsRedirectsTable;
  news_images: NewsImagesTable;
}
