'use client';

import { useActionState } from 'react';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { ActionFields } from '@/components/console/action-fields';
import { restoreArticleRevision } from '@/lib/news/console-actions';
import type { EditorState } from '@/lib/news/editor-state';

/** "Restore this version" of one revision; a colleague's newer save refuses it, named. */
export function RestoreForm({
  id,
  slug,
  revision,
  version,
}: {
  id: number;
  slug: string;
  revision: number;
  version: number;
}) {
  const t = useTranslations('ConsoleNews');
  const locale = useLocale();
  const format = useFormatter();
  const [state, action] = useActionState<EditorState, FormData>(restoreArticleRevision, {
    status: 'idle',
  });
  return (
    <form action={action} data-testid="restore-form">
      <ActionFields locale={locale} back={`/console/news/${slug}/history`} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="revision" value={revision} />
      <input type="hidden" name="version" value={version} />
      <button type="submit" className="text-primary font-semibold underline">
        {t('restore')}
      </button>
      {state.status === 'refused' && (
        <p role="alert" className="text-danger text-sm">
          {state.message ??
            t('conflictText', {
              name: state.conflict?.name ?? t('conflictUnknown'),
              time: state.conflict ? format.dateTime(new Date(state.conflict.at), 'beijing') : '',
            })}
        </p>
      )}
    </form>
  );
}
