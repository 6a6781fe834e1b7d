import { notify } from '@/lib/shell/notify';
import type { ApplyState } from '@/lib/careers/action';
import { counted, fill } from '@/components/ui/form-text';
import type { ApplicationText } from './application-text';

export function notifyInvalid(t: ApplicationText) {
  notify.error(t.toastInvalid);
}

/**
 * After the server's answer: a toast, and on success a cleared form and focus on the
 * confirmation (useCheckedForm sets the next submission id and focuses a refusal's first error).
 */
export function announceAnswer(
  state: ApplyState,
  t: ApplicationText,
  elements: {
    form: HTMLFormElement | null;
    done: HTMLElement | null;
  },
) {
  if (state.status === 'success') {
    notify.success(fill(t.toastSuccess, { reference: state.reference ?? '' }));
    elements.form?.reset();
    elements.done?.focus();
  } else if (state.status === 'invalid') {
    notifyInvalid(t);
  } else if (state.status === 'rate-limited') {
    notify.error(counted(t.toastRateLimited, state.retryAfterMinutes ?? 10));
  } else if (state.status === 'error') {
    notify.error(t.toastError);
  }
}
