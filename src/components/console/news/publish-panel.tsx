'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { ErrorSummary } from '@/components/ui/error-summary';
import { controlClass, Field } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import type { EditorState } from '@/lib/news/editor-state';

/** What the server knows of the article's publication when the page was rendered. */
export type PublishFacts = {
  status: 'draft' | 'scheduled' | 'published' | 'unpublished';
  /** The date shown (published), or when it goes out (scheduled). */
  publishAt: string | null;
  /** The version of the text the public page shows; null when never published. */
  liveVersion: number | null;
  /** The schedule field's value: the planned time as datetime-local in Beijing time. */
  scheduleValue: string;
};

/**
 * The publish panel, inside the editor's form (its buttons send what is typed, saved first):
 * the status, whether the public page shows the current text, Publish now / Publish changes,
 * Schedule (Beijing time) and Unpublish; a refusal lists what each language lacks.
 */
export function PublishPanel({
  facts,
  answer,
  version,
}: {
  facts: PublishFacts;
  answer: EditorState;
  version: number;
}) {
  const t = useTranslations('ConsoleNews');
  const format = useFormatter();
  const live = facts.status === 'published';
  const done = {
    published: 'published',
    scheduled: 'scheduled',
    unpublished: 'unpublished',
  } as const;
  return (
    <section
      aria-labelledby="publish-heading"
      className="border-line min-w-0 space-y-4 rounded-xl border p-4"
      data-testid="publish-panel"
    >
      <h2 id="publish-heading" className="text-lg font-semibold">
        {t('publishTitle')}
      </h2>
      <p data-testid="publish-status">
        <span className="font-semibold">
          {t('statusNow', { status: t(`status.${facts.status}`) })}
        </span>
        {facts.publishAt && (
          <span className="block text-sm">
            {facts.status === 'scheduled'
              ? t('scheduledFor', { time: format.dateTime(new Date(facts.publishAt), 'beijing') })
              : t('liveSince', { time: format.dateTime(new Date(facts.publishAt), 'beijing') })}
          </span>
        )}
        <span className="block text-sm" data-testid="live-state">
          {!live
            ? t('notLive')
            : facts.liveVersion === version
              ? t('liveCurrent')
              : t('liveBehind')}
        </span>
      </p>
      {answer.missing && (
        <ErrorSummary
          heading={t('missingHeading')}
          messages={answer.missing}
          level={3}
          testId="missing-fields"
        />
      )}
      {answer.outcome && answer.outcome in done && (
        <p role="status" className="font-semibold" data-testid="publish-done">
          {t(done[answer.outcome as keyof typeof done])}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <SubmitButton name="intent" value="publish" testId="publish">
          {live ? t('publishChanges') : t('publishNow')}
        </SubmitButton>
        {(live || facts.status === 'scheduled') && (
          <SubmitButton look="secondary" name="intent" value="unpublish" testId="unpublish">
            {live ? t('unpublish') : t('cancelSchedule')}
          </SubmitButton>
        )}
      </div>
      {!live && (
        <div className="flex flex-wrap items-end gap-3">
          <Field id="publish-at" label={t('scheduleLabel')}>
            {(control) => (
              <input
                {...control}
                type="datetime-local"
                name="publishAt"
                defaultValue={facts.scheduleValue}
                className={controlClass}
              />
            )}
          </Field>
          <SubmitButton look="secondary" name="intent" value="schedule" testId="schedule">
            {t('schedule')}
          </SubmitButton>
        </div>
      )}
    </section>
  );
}
