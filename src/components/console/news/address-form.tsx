'use client';

import { useActionState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { ActionFields } from '@/components/console/action-fields';
import { ErrorSummary } from '@/components/ui/error-summary';
import { controlClass, Field } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import { changeArticleAddress } from '@/lib/news/console-actions';
import type { EditorState } from '@/lib/news/editor-state';
import { ARTICLE_ID_MAX_LENGTH } from '@/lib/news/paths';

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
      {state.status === 'refused' && (
        <ErrorSummary
          heading={t('problemHeading')}
          messages={[state.message ?? '']}
          level={3}
          testId="address-problem"
        />
      )}
      <div className="flex flex-wrap items-end gap-3">
        <Field id="address-slug" label={t('slugLabel')} hint={t('addressIntro')} className="grow">
          {(control) => (
            <input
              {...control}
              name="slug"
              defaultValue={slug}
              maxLength={ARTICLE_ID_MAX_LENGTH}
              spellCheck={false}
              className={`${controlClass} font-mono`}
            />
          )}
        </Field>
        <SubmitButton look="secondary">{t('changeAddress')}</SubmitButton>
      </div>
    </form>
  );
}
