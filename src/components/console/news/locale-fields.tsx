'use client';

import { useTranslations } from 'next-intl';
import { controlClass, Field, textareaClass } from '@/components/ui/field';
import { localeTags, type Locale } from '@/i18n/routing';
import { ARTICLE_LIMITS, type ArticleLocaleFields } from '@/lib/news/content';
import { BodyToolbar } from './body-toolbar';

/** Tags as each language writes a list in a field (readTags reads either comma). */
const TAG_SEPARATOR: Record<Locale, string> = { en: ', ', zh: '，' };

/** One language's column of the editor: title, summary, body with its toolbar, cover, author, tags. */
export function LocaleFields({
  locale,
  values,
  images,
}: {
  locale: Locale;
  values: ArticleLocaleFields;
  images: string[];
}) {
  const t = useTranslations('ConsoleNews');
  const language = t(`language.${locale}`);
  const id = (field: string) => `${locale}-${field}`;
  const name = (field: string) => `${locale}.${field}`;
  const { lang } = localeTags[locale];
  return (
    <fieldset className="border-line min-w-0 space-y-4 rounded-xl border p-4">
      <legend className="px-1 text-lg font-semibold">{language}</legend>
      <Field id={id('title')} label={t('fields.title')}>
        {(control) => (
          <input
            {...control}
            lang={lang}
            name={name('title')}
            maxLength={ARTICLE_LIMITS.title}
            defaultValue={values.title}
            className={controlClass}
          />
        )}
      </Field>
      <Field
        id={id('summary')}
        label={t('fields.summary')}
        hint={t('hints.summary', { min: ARTICLE_LIMITS.summaryMin, max: ARTICLE_LIMITS.summary })}
      >
        {(control) => (
          <textarea
            {...control}
            lang={lang}
            name={name('summary')}
            rows={3}
            maxLength={ARTICLE_LIMITS.summary}
            defaultValue={values.summary}
            className={textareaClass}
          />
        )}
      </Field>
      <div className="space-y-2">
        <BodyToolbar target={id('body')} language={language} images={images} />
        <Field id={id('body')} label={t('fields.body')}>
          {(control) => (
            <textarea
              {...control}
              lang={lang}
              name={name('body')}
              rows={18}
              maxLength={ARTICLE_LIMITS.body}
              defaultValue={values.body}
              className={`${textareaClass} font-mono text-sm`}
            />
          )}
        </Field>
      </div>
      <Field
        id={id('coverAlt')}
        label={t('fields.coverAlt')}
        hint={t('hints.coverAlt', {
          min: ARTICLE_LIMITS.coverAltMin,
          max: ARTICLE_LIMITS.coverAlt,
        })}
      >
        {(control) => (
          <input
            {...control}
            lang={lang}
            name={name('coverAlt')}
            maxLength={ARTICLE_LIMITS.coverAlt}
            defaultValue={values.coverAlt}
            className={controlClass}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={id('author')} label={t('fields.author')}>
          {(control) => (
            <input
              {...control}
              lang={lang}
              name={name('author')}
              maxLength={ARTICLE_LIMITS.author}
              defaultValue={values.author}
              className={controlClass}
            />
          )}
        </Field>
        <Field
          id={id('tags')}
          label={t('fields.tags')}
          hint={t('hints.tags', { max: ARTICLE_LIMITS.tags })}
        >
          {(control) => (
            <input
              {...control}
              lang={lang}
              name={name('tags')}
              defaultValue={values.tags.join(TAG_SEPARATOR[locale])}
              className={controlClass}
            />
          )}
        </Field>
      </div>
    </fieldset>
  );
}
