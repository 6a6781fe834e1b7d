import { notFound } from 'next/navigation';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale, routing, type Locale } from '@/i18n/routing';
import { getDb } from '@/lib/db';
import { previewArticle } from '@/lib/news/preview';
import { requireStaff } from '@/lib/staff/session';
import { ArticleView } from '@/components/news/article-view';

type Props = PageProps<'/[locale]/console/news/[articleId]/preview/[lang]'>;

/**
 * The console's preview of an article's working copy (any status) in one language, rendered by
 * the public article page's own view; the editor shows it in a frame (the only console page
 * that may be framed, by the site itself: next.config.ts). Never cached, never indexed.
 */
export default async function ArticlePreviewPage({ params }: Props) {
  const { locale: raw, articleId, lang } = await params;
  const locale = asLocale(raw);
  setRequestLocale(locale);
  const path = `/console/news/${articleId}/preview/${lang}`;
  await requireStaff(locale, path, 'news.edit');
  if (!routing.locales.includes(lang as Locale)) notFound();
  const { db } = await getDb();
  const preview = await previewArticle(db, articleId, lang as Locale, new Date());
  if (!preview) notFound();
  const t = await getTranslations('ConsoleNewsPreview');
  const format = await getFormatter();
  const status = t(`status.${preview.status as 'draft'}`);
  return (
    <div lang={lang}>
      <p
        role="status"
        className="bg-primary-soft text-primary border-primary/30 mb-6 rounded-md border px-4 py-2 text-sm font-semibold"
        data-testid="preview-bar"
      >
        {t('bar', { status })}
        {preview.publishAt &&
          ` · ${t('publishAt', { time: format.dateTime(new Date(preview.publishAt), 'beijing') })}`}
      </p>
      {preview.article ? (
        <ArticleView article={preview.article} />
      ) : (
        <p className="text-muted" data-testid="preview-problem">
          {preview.problem ? t('problem', { problem: preview.problem }) : t('notInLanguage')}
        </p>
      )}
    </div>
  );
}
