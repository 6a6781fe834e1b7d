'use client';

import { useTranslations } from 'next-intl';
import { controlClass, Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { newsCategories } from '@/lib/content/schemas';
import type { ArticleContent } from '@/lib/news/content';

/** The fields both languages share: category, cover, correction date and the readers meant. */
export function SharedFields({
  content,
  images,
  categoryLabels,
}: {
  content: ArticleContent;
  images: string[];
  categoryLabels: Record<string, string>;
}) {
  const t = useTranslations('ConsoleNews');
  return (
    <fieldset className="border-line min-w-0 space-y-4 rounded-xl border p-4">
      <legend className="px-1 text-lg font-semibold">{t('shared')}</legend>
      <SelectField
        id="category"
        name="category"
        label={t('fields.category')}
        defaultValue={content.category}
        options={newsCategories.map((c) => ({ value: c, label: categoryLabels[c] ?? c }))}
      />
      <SelectField
        id="cover"
        name="cover"
        label={t('fields.cover')}
        empty={t('noCover')}
        defaultValue={content.cover ?? ''}
        options={[
          ...(content.cover && !images.includes(content.cover) ? [content.cover] : []),
          ...images,
        ].map((name) => ({ value: name, label: name }))}
      />
      <SelectField
        id="only-locale"
        name="onlyLocale"
        label={t('fields.onlyLocale')}
        defaultValue={content.onlyLocale ?? ''}
        options={[
          { value: '', label: t('meantFor.both') },
          { value: 'en', label: t('meantFor.en') },
          { value: 'zh', label: t('meantFor.zh') },
        ]}
      />
      <Field id="corrected-on" label={t('fields.correctedOn')} hint={t('hints.correctedOn')}>
        {(control) => (
          <input
            {...control}
            type="date"
            name="correctedOn"
            defaultValue={content.correctedOn ?? ''}
            className={controlClass}
          />
        )}
      </Field>
    </fieldset>
  );
}
