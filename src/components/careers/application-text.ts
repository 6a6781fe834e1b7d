import { getTranslations } from 'next-intl/server';
import {
  applicationFields,
  experienceBands,
  MESSAGE_MAX,
  type ApplicationErrorKey,
} from '@/lib/careers/fields';
import type { FrameText } from '@/components/ui/form-text';
import {
  byCount,
  errorTexts,
  frameText,
  RATE_LIMIT_MINUTES,
} from '@/components/ui/form-text-server';

/** The application form's words (the JoinForm messages), resolved on the server (form-text.ts). */
export type ApplicationText = FrameText &
  Record<
    | 'heading'
    | 'name'
    | 'email'
    | 'phone'
    | 'phoneHint'
    | 'position'
    | 'openApplication'
    | 'city'
    | 'experience'
    | 'choose'
    | 'message'
    | 'messageHint'
    | 'resume'
    | 'resumeHint'
    | 'chooseFile'
    | 'noFileChosen'
    | 'fileChosen'
    | 'successHeading'
    | 'toastInvalid'
    | 'toastError'
    | 'reselectResume',
    string
  > & {
    /** Templates with `{reference}`: the accepted application's reference, filled in. */
    successText: string;
    toastSuccess: string;
    /** "Please try again in N minutes" for N = 1 … 10. */
    toastRateLimited: string[];
    experienceBands: Record<(typeof experienceBands)[number], string>;
    errors: Record<ApplicationErrorKey, string>;
  };

export async function applicationText(privacyHref: string): Promise<ApplicationText> {
  const t = await getTranslations('JoinForm');
  const errors: Record<ApplicationErrorKey, string> = await errorTexts('JoinForm');
  const words = [
    'heading',
    'name',
    'email',
    'phone',
    'phoneHint',
    'position',
    'openApplication',
    'city',
    'experience',
    'choose',
    'message',
    'resume',
    'resumeHint',
    'chooseFile',
    'noFileChosen',
    'fileChosen',
    'successHeading',
    'toastInvalid',
    'toastError',
    'reselectResume',
  ] as const;
  return {
    ...(await frameText('JoinForm', {
      fields: applicationFields.length,
      messageMax: MESSAGE_MAX,
      privacyHref,
    })),
    ...(Object.fromEntries(words.map((key) => [key, t(key)])) as Record<
      (typeof words)[number],
      string
    >),
    messageHint: t('messageHint', { max: MESSAGE_MAX }),
    successText: t('successText', { reference: '{reference}' }),
    toastSuccess: t('toastSuccess', { reference: '{reference}' }),
    toastRateLimited: byCount(RATE_LIMIT_MINUTES, (minutes) => t('toastRateLimited', { minutes })),
    experienceBands: Object.fromEntries(
      experienceBands.map((band) => [band, t(`experienceBands.${band}`)]),
    ) as ApplicationText['experienceBands'],
    errors,
  };
}
