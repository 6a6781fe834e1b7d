import { getTranslations } from 'next-intl/server';
import {
  enquiryFields,
  MESSAGE_MAX,
  MESSAGE_MIN,
  type EnquiryErrorKey,
} from '@/lib/enquiries/fields';
import type { FrameText } from '@/components/ui/form-text';
import {
  byCount,
  errorTexts,
  frameText,
  RATE_LIMIT_MINUTES,
} from '@/components/ui/form-text-server';

/** The enquiry form's words (the EnquiryForm messages), resolved on the server (form-text.ts). */
export type EnquiryText = FrameText &
  Record<
    | 'name'
    | 'company'
    | 'contactLegend'
    | 'contactHint'
    | 'email'
    | 'phone'
    | 'phoneHint'
    | 'wechat'
    | 'wechatHint'
    | 'service'
    | 'choose'
    | 'message'
    | 'messageHint'
    | 'toastInvalid'
    | 'failed',
    string
  > & {
    /** "Please try again in N minutes" for N = 1 … 10. */
    rateLimited: string[];
    errors: Record<EnquiryErrorKey, string>;
  };

export async function enquiryText(privacyHref: string): Promise<EnquiryText> {
  const t = await getTranslations('EnquiryForm');
  const errors: Record<EnquiryErrorKey, string> = await errorTexts('EnquiryForm');
  return {
    // Every field and the "at least one way to reach you" group can be wrong at once.
    ...(await frameText('EnquiryForm', {
      fields: enquiryFields.length + 1,
      messageMax: MESSAGE_MAX,
      privacyHref,
    })),
    name: t('name'),
    company: t('company'),
    contactLegend: t('contactLegend'),
    contactHint: t('contactHint'),
    email: t('email'),
    phone: t('phone'),
    phoneHint: t('phoneHint'),
    wechat: t('wechat'),
    wechatHint: t('wechatHint'),
    service: t('service'),
    choose: t('choose'),
    message: t('message'),
    messageHint: t('messageHint', { min: MESSAGE_MIN, max: MESSAGE_MAX }),
    toastInvalid: t('toastInvalid'),
    failed: t('failed'),
    rateLimited: byCount(RATE_LIMIT_MINUTES, (minutes) => t('rateLimited', { minutes })),
    errors,
  };
}
