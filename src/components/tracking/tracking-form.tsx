import type { ReactNode } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import { localizedPath } from '@/i18n/routing';
import { pages } from '@/config/pages';
import { MAX_TRACKING_NUMBERS } from '@/lib/tracking/model';
import { DEMO_TRACKING_NUMBER } from '@/lib/tracking/demo';
import { Field, textareaClass } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';

/**
 * The tracking box: one text area of numbers, as a plain GET form to /query-route?numbers=…
 * (the proxy writes the list as A,B,… and the server renders the results, with or without
 * JavaScript). `id` keeps ids unique on a page with two forms; `after` is a line under the
 * button (the home page's way to the lane search).
 */
export async function TrackingForm({
  value = '',
  id = 'track',
  tone = 'plain',
  heading,
  after,
}: {
  value?: string;
  id?: string;
  tone?: 'plain' | 'hero';
  /** A heading inside the box, where no heading of the page names the tool. */
  heading?: string;
  after?: ReactNode;
}) {
  const locale = await getLocale();
  const t = await getTranslations('Tracking');
  const action = localizedPath(pages.queryRoute.path, locale);
  const box =
    tone === 'hero'
      ? 'rounded-xl bg-white p-4 text-ink shadow-lg sm:p-5'
      : 'rounded-xl border border-line bg-surface p-5';

  return (
    <form method="get" action={action} aria-label={t('formLabel')} className={box}>
      {heading && <h2 className="mb-3 text-lg font-bold">{heading}</h2>}
      <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_9rem] md:items-end md:gap-4">
        <Field id={`${id}-numbers`} label={t('numbersLabel')} describedBy={`${id}-numbers-rules`}>
          {(control) => (
            <textarea
              {...control}
              name="numbers"
              rows={Math.min(8, Math.max(tone === 'hero' ? 2 : 3, value.split('\n').length))}
              defaultValue={value}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              className={`${textareaClass} font-mono`}
            />
          )}
        </Field>
        <SubmitButton>{t('submit')}</SubmitButton>
      </div>
      <p id={`${id}-numbers-rules`} className="text-muted mt-2 text-sm">
        {t.rich('numbersHint', {
          max: MAX_TRACKING_NUMBERS,
          demo: DEMO_TRACKING_NUMBER,
          // A page load like the form's (the lookup counts page loads, not prefetches).
          link: (chunks) => (
            <a
              href={`${action}?numbers=${DEMO_TRACKING_NUMBER}`}
              className="text-primary font-mono font-medium underline"
            >
              {chunks}
            </a>
          ),
        })}
      </p>
      {after}
    </form>
  );
}
