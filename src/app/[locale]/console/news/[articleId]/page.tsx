import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ConsolePage } from '@/components/console/console-page';
import { AddressForm } from '@/components/console/news/address-form';
import { ArticleEditor } from '@/components/console/news/article-editor';
import { ArticleImages } from '@/components/console/news/article-images';
import { Link } from '@/i18n/navigation';
import { asLocale, localizedPath } from '@/i18n/routing';
import { textIn } from '@/i18n/text-in';
import { newsCategories } from '@/lib/content/schemas';
import { getDb } from '@/lib/db';
import { consoleArticleView } from '@/lib/news/console-view';
import { beijingLocalValue } from '@/lib/news/publish-form';
import { requireStaff } from '@/lib/staff/session';

/** An article's editor: the working copy of both languages, publishing, address. */
export default async function ArticleEditorPage({
  params,
}: PageProps<'/[locale]/console/news/[articleId]'>) {
  const { locale: raw, articleId } = await params;
  const locale = asLocale(raw);
  setRequestLocale(locale);
  const path = `/console/news/${articleId}`;
  const me = await requireStaff(locale, path, 'news.edit');
  const { db } = await getDb();
  const view = await consoleArticleView(db, articleId);
  if (!view) notFound();
  const { row, content, images: imageList } = view;
  const t = await getTranslations('ConsoleNews');
  const categories = await getTranslations('NewsCategories');
  const images = imageList.map((image) => image.name);
  const title =
    textIn(locale, { en: content.en.title, zh: content.zh.title }) ||
    t('untitled', { slug: row.slug });
  const preview = (lang: string) => localizedPath(`${path}/preview/${lang}`, locale);
  return (
    <ConsolePage
      staff={me}
      section="/console/news"
      title={t('editorTitle', { title })}
      up={{ href: '/console/news', label: t('backToList') }}
      actions={
        <Link href={`${path}/history`} className="text-primary font-semibold underline">
          {t('historyLink')}
        </Link>
      }
    >
      <ArticleEditor
        id={row.id}
        slug={row.slug}
        version={Number(row.version)}
        savedAt={row.updated_at}
        content={content}
        images={images}
        categoryLabels={Object.fromEntries(newsCategories.map((c) => [c, categories(c)]))}
        autosaveUrl={localizedPath(`${path}/autosave`, locale)}
        previewUrls={{ en: preview('en'), zh: preview('zh') }}
        publish={{
          status: row.status as 'draft',
          publishAt: row.publish_at,
          liveVersion: view.liveVersion,
          scheduleValue:
            row.status === 'scheduled' && row.publish_at ? beijingLocalValue(row.publish_at) : '',
        }}
      />
      <ArticleImages id={row.id} slug={row.slug} images={imageList} />
      <AddressForm id={row.id} slug={row.slug} />
    </ConsolePage>
  );
}
