import { useEffect, useId, useRef } from 'react';
import { submitEnquiry } from '@/lib/enquiries/action';
import type { EnquiryErrorKey, EnquiryErrorTarget, EnquiryState } from '@/lib/enquiries/fields';
import { notify } from '@/lib/shell/notify';
import { useCheckedForm } from '@/components/ui/checked-form';
import { counted } from '@/components/ui/form-text';
import type { EnquiryText } from './enquiry-text';

/** Any of the three ways to reach the visitor answers "at least one": recheck the group too. */
const related = (name: EnquiryErrorTarget): EnquiryErrorTarget[] =>
  name === 'email' || name === 'phone' || name === 'wechat' ? [name, 'contact'] : [name];

/**
 * The enquiry form's behaviour. It posts to the Server Action through useActionState, so it also
 * works as a plain form without JavaScript (`permalink` is its action then); a sent enquiry
 * redirects to the confirmation page either way. In the browser each field is checked as the
 * visitor types, with the schema the server uses (useCheckedForm).
 */
export function useEnquiryForm(t: EnquiryText, permalink: string) {
  const id = useId();
  const form = useCheckedForm<EnquiryErrorTarget, EnquiryErrorKey, EnquiryState>({
    action: submitEnquiry,
    permalink,
    loadChecker: () => import('@/lib/enquiries/check').then((m) => m.enquiryCheck),
    related,
    onInvalid: () => notify.error(t.toastInvalid),
  });
  const { state, errors } = form;

  // After a refused answer, a toast (useCheckedForm sets the next id and focuses the error).
  const lastState = useRef(state);
  useEffect(() => {
    if (state === lastState.current) return;
    lastState.current = state;
    if (state.status === 'invalid') notify.error(t.toastInvalid);
    else if (state.status === 'rate-limited')
      notify.error(counted(t.rateLimited, state.retryAfterMinutes ?? 10));
    else if (state.status === 'error') notify.error(t.failed);
  }, [state, t]);

  /** A field's id, required mark and error message, for <Field>. */
  const field = (name: EnquiryErrorTarget, required = false) => {
    const key = errors[name];
    return { id: `${id}-${name}`, required, error: key ? t.errors[key] : undefined };
  };

  return { ...form, errorCount: Object.keys(errors).length, field };
}

export type EnquiryBindings = Pick<ReturnType<typeof useEnquiryForm>, 'field' | 'control'>;
