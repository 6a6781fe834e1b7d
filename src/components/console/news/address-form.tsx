'use client';

import { useActionState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { ActionFields } from '@/components/console/action-fields';
import { controlClass, Field } from '@/components/ui/field';
import { RefusalSummary } from './refusal-summary';
import { SubmitButton } from '@/components/ui/submit-button';
import { changeArticleAddress } from '@/lib/news/console-actions';
import type { EditorState } from '@/lib/news/editor-state';
import { ARTICLE_ID_MAX_LENGTH } from '@/lib/news/paths';

/**
 * The field of an article's address (`slug`), as the "New article" form and this one ask it:
 * no longer than an address may be, in a typewriter face, not spell-checked.
 */
export function SlugField({
  id,
  hint,
  defaultValue,
  required,
}: {
  id: string;
  hint: string;
  defaultValue?: string;
  required?: boolean;
}) {
  const t = useTranslations('ConsoleNews');
  return (
    <Field id={id} label={t('slugLabel')} hint={hint} required={required} className="grow">
      {(control) => (
        <input
          {...control}
          name="slug"
          defaultValue={defaultValue}
          maxLength={ARTICLE_ID_MAX_LENGTH}
          autoComplete="off"
          spellCheck={false}
          className={`${controlClass} font-mono`}
        />
      )}
    </Field>
  );
}

/** The article's address, in a form of its own (a published one leaves a redirect behind). */
export function AddressForm({ id, slug }: { id: number; slug: string }) {
  const t = useTranslations('ConsoleNews');
  const locale = useLocale();
  const [state, action] = useActionState<EditorState, FormData>(changeArticleAddress, {
    status: 'idle',
  });
  return (
    <form
      action={action}
      noValidate
      aria-labelledby="address-heading"
      className="border-line space-y-3 rounded-xl border p-4"
      data-testid="address-form"
    >
      <ActionFields locale={locale} back={`/console/news/${slug}`} />
      <input type="hidden" name="id" value={id} />
      <h2 id="address-heading" className="text-lg font-semibold">
        {t('addressTitle')}
      </h2>
      <RefusalSummary state={state} level={3} testId="address-problem" />
      <div className="flex flex-wrap items-end gap-3">
        <SlugField id="address-slug" hint={t('addressIntro')} defaultValue={slug} />
        <SubmitButton look="secondary">{t('changeAddress')}</SubmitButton>
      </div>
    </form>
  );
}
