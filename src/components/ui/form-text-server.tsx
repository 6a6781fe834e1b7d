import type { Messages } from 'next-intl';
import { getFormatter, getLocale, getMessages, getTranslations } from 'next-intl/server';
import type { FrameText } from './form-text';

/** The minutes a rate-limited visitor may be told to wait: the limits' window is 10 minutes. */
export const RATE_LIMIT_MINUTES = 10;

/** A message for each count from 1 to `upTo` (see `counted`). */
export function byCount(upTo: number, format: (count: number) => string): string[] {
  return Array.from({ length: upTo }, (_, i) => format(i + 1));
}

/**
 * The frame's words of a form (its messages namespace: intro, honeypot, submit, submitting,
 * errorSummary, characters with {count} and {max}, consent with its <link>), for `fields` fields.
 */
export async function frameText(
  namespace: 'JoinForm' | 'EnquiryForm',
  { fields, messageMax, privacyHref }: { fields: number; messageMax: number; privacyHref: string },
): Promise<FrameText> {
  const t = await getTranslations(namespace);
  const format = await getFormatter();
  return {
    locale: await getLocale(),
    intro: t('intro'),
    honeypot: t('honeypot'),
    submit: t('submit'),
    submitting: t('submitting'),
    errorSummary: byCount(fields, (count) => t('errorSummary', { count })),
    characters: t('characters', { count: '{count}', max: format.number(messageMax) }),
    consent: t.rich('consent', {
      link: (chunks) => (
        <a href={privacyHref} className="text-primary underline underline-offset-2">
          {chunks}
        </a>
      ),
    }),
  };
}

/** A form's error messages (the `errors` of its namespace), by key. */
export async function errorTexts<N extends 'JoinForm' | 'EnquiryForm'>(
  namespace: N,
): Promise<Record<keyof Messages[N]['errors'], string>> {
  const t = await getTranslations();
  const keys = Object.keys((await getMessages())[namespace].errors);
  // Each key is one of the namespace's plain messages (no arguments), as this one is.
  const message = (key: string) =>
    t(`${namespace}.errors.${key}` as 'JoinForm.errors.nameRequired');
  return Object.fromEntries(keys.map((key) => [key, message(key)])) as Record<
    keyof Messages[N]['errors'],
    string
  >;
}
