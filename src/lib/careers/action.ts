'use server';

import { randomUUID } from 'node:crypto';
import { formAction, type FormPost } from '@/lib/forms/action';
import {
  applicationErrors,
  applicationFields,
  applicationSchema,
  applicationValues,
  OPEN_APPLICATION,
  type ApplicationErrorKey,
  type ApplicationField,
  type ApplicationInput,
} from './schema';
import { detectDocumentFormat, formatOfName, type ResumeFormat } from './document-type';
import { openPositions, positionIds } from './positions';
import { careersRateLimit, newReference, storeApplication } from './store';
import { careersInbox } from './mail';

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

type Checked = { application: ApplicationInput; bytes: Uint8Array; format: ResumeFormat };

/**
 * The fields by the browser's schema, then what only the server can check: the résumé's content
 * must be a document, and the document its name says (a DOCX named .pdf is refused).
 */
async function parseApplication({ form }: FormPost) {
  const parsed = applicationSchema(await positionIds()).safeParse(applicationValues(form));
  if (!parsed.success) return { ok: false as const, errors: applicationErrors(parsed.error) };
  const file = parsed.data.resume as File;
  const bytes = new Uint8Array(await file.arrayBuffer());
  const format = detectDocumentFormat(bytes);
  if (format === null || format !== formatOfName(file.name))
    return { ok: false as const, errors: { resume: 'resumeContent' as const } };
  return { ok: true as const, input: { application: parsed.data, bytes, format } };
}

async function positionTitle(position: string): Promise<string> {
  if (position === OPEN_APPLICATION) return 'Open application';
  return (await openPositions('en')).find((p) => p.id === position)?.title ?? position;
}

/**
 * The join-us form's Server Action (src/lib/forms/action.ts does what every form does): stores
 * the application and its encrypted résumé with HR's mail in the outbox (docs/mail.md), so a
 * mail failure never loses an application. A bot is thanked with a reference that exists
 * nowhere.
 */
export const applyForJob = formAction({
  feature: 'careers',
  keep: applicationFields.filter((field) => field !== 'resume'),
  limit: () => careersRateLimit(),
  submissionId: true,
  parse: parseApplication,
  run: async ({ application, bytes, format }: Checked, post) =>
    storeApplication(
      post.db,
      {
        application: { ...application, positionTitle: await positionTitle(application.position) },
        resume: { bytes, format, name: safeFileName((application.resume as File).name, format) },
        locale: post.locale,
        submissionId: post.submissionId!,
        clientKey: post.clientKey,
        mailTo: careersInbox(),
      },
      post.now,
    ),
  answer: (outcome): ApplyState => ({
    status: 'success',
    reference: outcome.reference,
    submissionId: randomUUID(),
  }),
  decoy: ({ now }): ApplyState => ({
    status: 'success',
    reference: newReference(now),
    submissionId: randomUUID(),
  }),
});

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
