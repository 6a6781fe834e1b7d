'use server';

import { randomUUID } from 'node:crypto';
import { after } from 'next/server';
import { headers } from 'next/headers';
import { isLocale, routing, type Locale } from '@/i18n/routing';
import { getDb } from '@/lib/db';
import {
  applicationErrors,
  applicationFields,
  applicationSchema,
  applicationValues,
  OPEN_APPLICATION,
  type ApplicationErrorKey,
  type ApplicationField,
} from './application';
import { detectDocumentFormat, formatOfName } from './document-type';
import { loadPositions, positionIds } from './positions';
import { newReference, recordAttempt, storeApplication } from './store';
import { careersInbox } from './mail';
import { kickMailWorker } from '@/lib/mail/worker';
import { clientAddress, clientKeyOf } from '@/lib/http/client-address';

/** What the form shows after a submission; also its state before any. */
export type ApplyState = {
  status: 'idle' | 'success' | 'invalid' | 'rate-limited' | 'error';
  /** The application's reference number, after success. */
  reference?: string;
  errors?: Partial<Record<ApplicationField, ApplicationErrorKey>>;
  /** The text fields as sent, to put back into the form after a failure. */
  values?: Partial<Record<Exclude<ApplicationField, 'resume'>, string>>;
  retryAfterMinutes?: number;
  /** The submission id the next post of the form should carry. */
  submissionId?: string;
};

const textFields = applicationFields.filter(
  (field): field is Exclude<ApplicationField, 'resume'> => field !== 'resume',
);

function keptValues(form: FormData): ApplyState['values'] {
  const values: NonNullable<ApplyState['values']> = {};
  for (const field of textFields) {
    const value = form.get(field);
    if (typeof value === 'string') values[field] = value.slice(0, 4000);
  }
  return values;
}

/**
 * The join-us form's Server Action (with JavaScript, and as the form's plain POST without it):
 * validates with the same schema as the browser, checks the résumé's content, then stores the
 * application and its résumé in one transaction, at most once per submission id and within the
 * rate limit, with HR's mail queued in the outbox (docs/mail.md): the worker sends it after the
 * answer, and a mail failure never loses the application.
 */
export async function applyForJob(_previous: ApplyState, form: FormData): Promise<ApplyState> {
  const localeField = form.get('locale');
  const locale: Locale = isLocale(localeField) ? localeField : routing.defaultLocale;
  const submissionId = form.get('submissionId');
  const values = keptValues(form);
  const failed = (state: Omit<ApplyState, 'values'>): ApplyState => ({ ...state, values });

  const address = clientAddress(await headers());
  const now = new Date();
  let db;
  try {
    db = await getDb();
  } catch (error) {
    console.error('careers: the database cannot be opened', error);
    return failed({ status: 'error' });
  }
  const clientKey = clientKeyOf(address);

  // A filled honeypot is a bot: it is counted for the rate limit, told "thank you", and nothing
  // is stored.
  const honeypot = form.get('website');
  if (typeof honeypot === 'string' && honeypot.trim() !== '') {
    const limited = await recordAttempt(db.db, db.dialect, clientKey, now);
    if (limited?.kind === 'rate-limited')
      return failed({ status: 'rate-limited', retryAfterMinutes: limited.retryAfterMinutes });
    return { status: 'success', reference: newReference(now), submissionId: randomUUID() };
  }

  const parsed = applicationSchema(positionIds()).safeParse(applicationValues(form));
  if (!parsed.success)
    return failed({ status: 'invalid', errors: applicationErrors(parsed.error) });
  if (typeof submissionId !== 'string' || !/^[A-Za-z0-9-]{8,64}$/.test(submissionId))
    return failed({ status: 'error' });

  const file = form.get('resume') as File;
  const bytes = new Uint8Array(await file.arrayBuffer());
  const format = detectDocumentFormat(bytes);
  // The content must be a document, and the document the name says (a DOCX named .pdf is refused).
  if (format === null || format !== formatOfName(file.name))
    return failed({ status: 'invalid', errors: { resume: 'resumeContent' } });

  const position = parsed.data.position;
  const positionTitle =
    position === OPEN_APPLICATION
      ? 'Open application'
      : (loadPositions('en').find((p) => p.id === position)?.title ?? position);
  const mailTo = careersInbox();

  try {
    const outcome = await storeApplication(
      db.db,
      db.dialect,
      {
        application: { ...parsed.data, positionTitle },
        resume: { bytes, format, name: safeFileName(file.name, format) },
        locale,
        submissionId,
        clientKey,
        mailTo,
      },
      now,
    );
    if (outcome.kind === 'rate-limited')
      return failed({ status: 'rate-limited', retryAfterMinutes: outcome.retryAfterMinutes });
    // The mail was queued with the application; this process's worker sends it after the answer.
    if (mailTo && !outcome.duplicate) after(() => kickMailWorker());
    return { status: 'success', reference: outcome.reference, submissionId: randomUUID() };
  } catch (error) {
    console.error('careers: storing an application failed; nothing was stored', error);
    return failed({ status: 'error' });
  }
}

/** The résumé's name as stored and mailed: no path, no control characters, the right extension. */
function safeFileName(name: string, format: string): string {
  const base = name
    .split(/[\\/]/)
    .pop()!
    .replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '')
    .slice(0, 120)
    .trim();
  return base && formatOfName(base) === format ? base : `resume.${format}`;
}
