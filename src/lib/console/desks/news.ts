import { defineDesk } from '../desk';

const editor = ['admin', 'editor'] as const;

/** The editor's news: articles, their editor, history, preview and publishing. */
export const newsDesk = defineDesk({
  name: 'news',
  section: 'news.edit',
  permissions: {
    'news.edit': { roles: editor },
    'news.publish': { roles: editor },
  },
  pages: {
    '/console/news': 'news.edit',
    '/console/news/[articleId]': 'news.edit',
    '/console/news/[articleId]/autosave': 'news.edit',
    '/console/news/[articleId]/history': 'news.edit',
    '/console/news/[articleId]/preview/[lang]': 'news.edit',
  },
  actions: {
    'lib/news/console-actions#createArticleAction': 'news.edit',
    // Save asks news.edit, the publish panel's buttons news.publish (the same roles).
    'lib/news/console-actions#changeArticle': 'news.edit',
    'lib/news/console-actions#changeArticleAddress': 'news.edit',
    'lib/news/console-actions#restoreArticleRevision': 'news.edit',
    'lib/news/console-actions#uploadArticleImage': 'news.edit',
  },
  auditActions: [
    'news.address',
    'news.create',
    'news.image',
    'news.publish',
    'news.restore',
    'news.save',
    'news.schedule',
    'news.schedule.failed',
    'news.unpublish',
  ],
});
