'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { SubmitButton } from '@/components/ui/submit-button';
import type { SaveStatus } from './use-autosave';

/**
 * The editor's top bar: what became of the typing ("Saved 10:42", "Saving…", "Not saved: …")
 * and the Save button, the form's first (Enter in a field saves; it never publishes).
 */
export function SaveBar({
  status,
  pending,
  disabled,
}: {
  status: SaveStatus;
  pending: boolean;
  disabled: boolean;
}) {
  const t = useTranslations('ConsoleNews');
  const format = useFormatter();
  const text =
    pending || status.kind === 'saving'
      ? t('saveState.saving')
      : status.kind === 'saved'
        ? t('saveState.saved', { time: format.dateTime(new Date(status.at), 'beijing') })
        : status.kind === 'unsaved'
          ? t('saveState.unsaved')
          : t('saveState.failed', { reason: status.reason ?? t('saveState.offline') });
  return (
    <div className="border-line bg-surface sticky top-0 z-10 flex flex-wrap items-center justify-between gap-3 rounded-xl border p-3">
      <p
        role="status"
        className={status.kind === 'failed' ? 'text-danger font-semibold' : 'text-sm'}
        data-testid="save-status"
      >
        {text}
      </p>
      <SubmitButton name="intent" value="save" disabled={pending || disabled} testId="save">
        {t('save')}
      </SubmitButton>
    </div>
  );
}
