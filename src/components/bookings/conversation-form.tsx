'use client';

import { useActionState, useId } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { ErrorSummary, refusalMessage } from '@/components/ui/error-summary';
import { Field, textareaClass } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import { postBookingMessageAction, type MessageFormState } from '@/lib/accounts/message-action';

/**
 * The shipper's "Send message" on their booking's page. Posts to the Server Action through
 * useActionState (without JavaScript, a plain form posting to `permalink`); a refusal comes back
 * with the text as typed and the same submission id, so a retry is still one message.
 */
export function ConversationForm({
  permalink,
  reference,
  submissionId,
  max,
}: {
  permalink: string;
  reference: string;
  submissionId: string;
  /** The longest message (max), from the server: the text's rules stay there. */
  max: number;
}) {
  const t = useTranslations('BookingMessages');
  const locale = useLocale();
  const id = useId();
  const [state, action, pending] = useActionState<MessageFormState, FormData>(
    postBookingMessageAction,
    { status: 'idle', submissionId },
    permalink,
  );
  const problem = refusalMessage(
    state,
    { rateLimited: (minutes) => t('rateLimited', { minutes }), failed: t('error') },
    60,
  );
  const errorKey = state.errors?.message;
  const error = errorKey && t(`errors.${errorKey}`, { max: max });
  const typed = state.values?.message ?? '';
  return (
    <form action={action} noValidate className="max-w-2xl space-y-4" data-testid="message-form">
      {(problem || state.status === 'invalid') && (
        <ErrorSummary heading={problem ?? t('problemTitle')} level={3} testId="message-problem" />
      )}
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="reference" value={reference} />
      <input type="hidden" name="submissionId" value={state.submissionId ?? submissionId} />
      <Field
        id={`${id}-message`}
        label={t('label')}
        hint={t('hint', { max: max })}
        required
        error={error}
      >
        {(control) => (
          <textarea
            {...control}
            key={`${state.submissionId}-${typed}`}
            name="message"
            rows={5}
            maxLength={max}
            defaultValue={typed}
            className={textareaClass}
          />
        )}
      </Field>
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton disabled={pending}>{t('send')}</SubmitButton>
        {state.status === 'sent' && (
          <p role="status" className="text-sm font-semibold" data-testid="message-sent">
            {t('sent')}
          </p>
        )}
      </div>
    </form>
  );
}
