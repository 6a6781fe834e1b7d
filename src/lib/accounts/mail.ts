import { absoluteUrl } from '@/config/site';
import { localizedPath, type Locale } from '@/i18n/routing';
import { company } from '@/lib/company';
import { translator } from '@/lib/enquiries/quote-text';
import type { OutgoingMail } from '@/lib/mail/outbox';
import { CODE_MINUTES } from './rules';

/**
 * The sign-in code's mail, plain text in the page's language: the code, how long it is valid,
 * and that whoever did not ask may ignore it. The code is a credential: the mail desk shows this
 * kind to nobody (src/lib/mail/readers.ts).
 */
export function accountCodeMail(input: {
  /** The code's row: one mail per code. */
  id: number;
  email: string;
  code: string;
  locale: Locale;
}): OutgoingMail {
  const t = translator(input.locale);
  return {
    kind: 'account-code',
    dedupeKey: `account-code:${input.id}`,
    to: input.email,
    subject: t('AccountMail.subject', { company: company.name[input.locale] }),
    text: [
      t('AccountMail.intro'),
      input.code,
      t('AccountMail.validity', { minutes: CODE_MINUTES }),
      t('AccountMail.page', { link: absoluteUrl(localizedPath('/account', input.locale)) }),
      t('AccountMail.ignore'),
      t('AccountMail.signature', { company: company.name[input.locale] }),
    ].join('\n\n'),
  };
}
