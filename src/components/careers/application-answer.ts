import type { useTranslations } from 'next-intl';
import { notify } from '@/lib/shell/notify';
import type { ApplyState } from '@/lib/careers/apply-action';
import { focusFirstError } from '@/components/ui/checked-form';

type JoinFormT = ReturnType<typeof useTranslations<'JoinForm'>>;

export function notifyInvalid(t: JoinFormT) {
  notify.error(t('toastInvalid'));
}

/**
 * After the server's answer: the submission id the next post must carry, a toast, and focus on
 * what to look at (the confirmation, or the first field to fix).
 */
export function announceAnswer(
  state: ApplyState,
  t: JoinFormT,
  elements: {
    form: HTMLFormElement | null;
    submission: HTMLInputElement | null;
    done: HTMLElement | null;
  },
) {
  if (state.submissionId && elements.submission) elements.submission.value = state.submissionId;
  if (state.status === 'success') {
    notify.success(t('toastSuccess', { reference: state.reference ?? '' }));
    elements.form?.reset();
    elements.done?.focus();
  } else if (state.status === 'invalid') {
    notifyInvalid(t);
    focusFirstError(elements.form);
  } else if (state.status === 'rate-limited') {
    notify.error(t('toastRateLimited', { minutes: state.retryAfterMinutes ?? 10 }));
  } else if (state.status === 'error') {
    notify.error(t('toastError'));
  }
}
