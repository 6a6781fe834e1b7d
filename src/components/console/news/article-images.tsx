'use client';

import { useActionState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { ActionFields } from '@/components/console/action-fields';
import { controlClass, Field } from '@/components/ui/field';
import { RefusalSummary } from './refusal-summary';
import { SubmitButton } from '@/components/ui/submit-button';
import { uploadArticleImage } from '@/lib/news/console-actions';
import type { EditorState } from '@/lib/news/editor-state';
import type { ImageSummary } from '@/lib/news/images';
import { applyEdit } from './body-toolbar';

/**
 * The article's images: the upload form (a multipart Server Action; the type is read from the
 * file's content on the server) and the list, each with "insert" into either body.
 */
export function ArticleImages({
  id,
  slug,
  images,
}: {
  id: number;
  slug: string;
  images: ImageSummary[];
}) {
  const t = useTranslations('ConsoleNews');
  const locale = useLocale();
  const [state, action] = useActionState<EditorState, FormData>(uploadArticleImage, {
    status: 'idle',
  });
  const insert = (side: 'en' | 'zh', name: string) =>
    applyEdit(`${side}-body`, { before: '![', sample: t('toolbar.image'), after: `](${name})\n` });
  return (
    <section
      aria-labelledby="images-heading"
      className="border-line space-y-4 rounded-xl border p-4"
      data-testid="article-images"
    >
      <h2 id="images-heading" className="text-lg font-semibold">
        {t('imagesTitle')}
      </h2>
      <form action={action} className="space-y-3" data-testid="image-upload">
        <ActionFields locale={locale} back={`/console/news/${slug}`} />
        <input type="hidden" name="id" value={id} />
        <RefusalSummary state={state} level={3} testId="image-problem" />
        {state.status === 'done' && (
          <p role="status" className="font-semibold" data-testid="image-done">
            {t('uploaded')} {state.message}
          </p>
        )}
        <div className="flex flex-wrap items-end gap-3">
          <Field id="image-file" label={t('imageLabel')} hint={t('imagesIntro')} className="grow">
            {(control) => (
              <input
                {...control}
                type="file"
                name="file"
                accept="image/jpeg,image/png,image/webp"
                className={`${controlClass} py-2`}
              />
            )}
          </Field>
          <SubmitButton>{t('upload')}</SubmitButton>
        </div>
      </form>
      {images.length === 0 ? (
        <p className="text-muted">{t('noImages')}</p>
      ) : (
        <ul className="divide-line divide-y" data-testid="image-list">
          {images.map((image) => (
            <li key={image.name} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-2">
              <span className="font-mono text-sm break-all">{image.name}</span>
              <span className="text-muted text-sm">
                {t('imageSize', {
                  width: image.width,
                  height: image.height,
                  size: Math.ceil(image.size / 1024),
                })}
              </span>
              {(['en', 'zh'] as const).map((side) => (
                <button
                  key={side}
                  type="button"
                  onClick={() => insert(side, image.name)}
                  className="text-primary text-sm font-semibold underline"
                >
                  {t('insert', { language: t(`language.${side}`) })}
                </button>
              ))}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
