'use client';

import { useActionState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { ActionFields } from '@/components/console/action-fields';
import { SelectField, type Option } from '@/components/ui/select-field';
import { RefusalSummary } from './refusal-summary';
import { SubmitButton } from '@/components/ui/submit-button';
import { createArticleAction } from '@/lib/news/console-actions';
import type { EditorState } from '@/lib/news/editor-state';
import { SlugField } from './address-form';

/** The list's "New article" form: address, category and languages; the editor opens after it. */
export function NewArticleForm({ categories }: { categories: Option[] }) {
  const t = useTranslations('ConsoleNews');
  const locale = useLocale();
  const [state, action] = useActionState<EditorState, FormData>(createArticleAction, {
    status: 'idle',
  });
  return (
    <form
      action={action}
      noValidate
      aria-labelledby="new-article-heading"
      className="border-line bg-surface space-y-4 rounded-xl border p-4 sm:p-5"
      data-testid="new-article"
    >
      <ActionFields locale={locale} back="/console/news" />
      <h2 id="new-article-heading" className="text-lg font-semibold">
        {t('newTitle')}
      </h2>
      <RefusalSummary state={state} level={3} testId="new-article-problem" />
      <div className="grid gap-4 sm:grid-cols-3">
        <SlugField id="new-slug" hint={t('newIntro')} required />
        <SelectField
          id="new-category"
          name="category"
          label={t('categoryLabel')}
          defaultValue="company-news"
          options={categories}
          required
        />
        <SelectField
          id="new-only-locale"
          name="onlyLocale"
          label={t('meantForLabel')}
          defaultValue=""
          options={[
            { value: '', label: t('meantFor.both') },
            { value: 'en', label: t('meantFor.en') },
            { value: 'zh', label: t('meantFor.zh') },
          ]}
        />
      </div>
      <SubmitButton>{t('create')}</SubmitButton>
    </form>
  );
}
