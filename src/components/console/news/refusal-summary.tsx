'use client';

import { useTranslations } from 'next-intl';
import { ErrorSummary } from '@/components/ui/error-summary';
import type { EditorState } from '@/lib/news/editor-state';

/** A news form's refusal (every refusal carries its message), in the form's error summary. */
export function RefusalSummary({
  state,
  testId,
  level,
}: {
  state: EditorState;
  testId: string;
  level?: 2 | 3;
}) {
  const t = useTranslations('ConsoleNews');
  if (state.status !== 'refused' || !state.message) return null;
  return (
    <ErrorSummary
      heading={t('problemHeading')}
      messages={[state.message]}
      level={level}
      testId={testId}
    />
  );
}
