'use server';

import { revalidatePath } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { localizedPath, type Locale } from '@/i18n/routing';
import { getDb } from '@/lib/db';
import { requireStaffAction } from '@/lib/staff/session';
import { NOTE_MAX, type DeskActor } from '@/lib/console/history';
import { addEnquiryNote, assignEnquiry, setEnquiryStatus } from './case';
import { oneLine } from './mail';
import { readEnquiryReference } from './reference';
import { REPLY_SUBJECT_MAX, REPLY_TEXT_MAX, replyToEnquiry, type ReplyOutcome } from './reply';
import { ENQUIRY_STATUSES } from './status';

/**
 * The enquiry page's forms (issue 28): status, assignee, note, reply. Each checks the session
 * and permission first, then its input (zod); a refusal comes back as a message in the page's
 * language, the typed text kept, for the form to show.
 */

export type DeskState = {
  status: 'idle' | 'done' | 'refused';
  message?: string;
  /** What was typed, shown again after a refusal (React empties a form after its action). */
  values?: Record<string, string>;
};

const text = (form: FormData, name: string) => String(form.get(name) ?? '');

const reference = z.string().transform((raw, ctx) => {
  const normal = readEnquiryReference(raw);
  if (!normal) ctx.addIssue({ code: 'custom', message: 'missing' });
  return normal ?? '';
});

type Problem = 'status' | 'assignee' | 'note' | 'subject' | 'body' | 'missing' | 'duplicate';
const limits: Partial<Record<Problem, number>> = {
  note: NOTE_MAX,
  subject: REPLY_SUBJECT_MAX,
  body: REPLY_TEXT_MAX,
};
type Outcome = 'changed' | 'unchanged' | 'missing' | 'refused' | ReplyOutcome;

async function answer(
  locale: Locale,
  ref: string,
  outcome: Outcome | { problem: Problem },
  values?: Record<string, string>,
): Promise<DeskState> {
  const t = await getTranslations({ locale, namespace: 'ConsoleEnquiries.detail' });
  const problem = (key: Problem): DeskState => ({
    status: 'refused',
    message: t(`problem.${key}`, { max: limits[key] ?? 0 }),
    values,
  });
  if (typeof outcome === 'object') return problem(outcome.problem);
  if (outcome === 'missing' || outcome === 'duplicate') return problem(outcome);
  if (outcome === 'refused') return problem('assignee');
  if (outcome === 'noEmail') return { status: 'refused', message: t('noEmail'), values };
  revalidatePath(localizedPath(`/console/enquiries/${ref}`, locale));
  if (outcome === 'unchanged') return { status: 'done', message: t('unchanged') };
  return { status: 'done', message: outcome === 'sent' ? t('sent') : t('done') };
}

/** Runs a desk change once the guard let it through and the input parsed. */
async function desk<T extends z.ZodRawShape>(
  form: FormData,
  permission: 'enquiries.update' | 'enquiries.reply',
  shape: T,
  problemOf: (path: string) => Problem,
  change: (
    input: z.infer<z.ZodObject<T>> & { reference: string },
    by: DeskActor,
  ) => Promise<Outcome>,
  kept: string[] = [],
): Promise<DeskState> {
  const { staff, locale, clientAddress } = await requireStaffAction(form, permission);
  const values = Object.fromEntries(kept.map((name) => [name, text(form, name)]));
  const schema = z.object({ reference, ...shape });
  const parsed = schema.safeParse(Object.fromEntries(form.entries()));
  const ref = readEnquiryReference(text(form, 'reference')) ?? '';
  if (!parsed.success) {
    const path = String(parsed.error.issues[0]?.path[0] ?? '');
    return answer(
      locale,
      ref,
      { problem: path === 'reference' ? 'missing' : problemOf(path) },
      values,
    );
  }
  const outcome = await change(parsed.data as z.infer<z.ZodObject<T>> & { reference: string }, {
    staff,
    clientAddress,
  });
  return answer(locale, ref, outcome, values);
}

export async function changeEnquiryStatus(_: DeskState, form: FormData): Promise<DeskState> {
  return desk(
    form,
    'enquiries.update',
    { status: z.enum(ENQUIRY_STATUSES) },
    () => 'status',
    async (input, by) =>
      setEnquiryStatus((await getDb()).db, input.reference, input.status, by, new Date()),
  );
}

export async function assignEnquiryTo(_: DeskState, form: FormData): Promise<DeskState> {
  return desk(
    form,
    'enquiries.update',
    { assignee: z.string().max(200) },
    () => 'assignee',
    async (input, by) =>
      assignEnquiry((await getDb()).db, input.reference, input.assignee || null, by, new Date()),
  );
}

export async function noteEnquiry(_: DeskState, form: FormData): Promise<DeskState> {
  return desk(
    form,
    'enquiries.update',
    { note: z.string().trim().min(1).max(NOTE_MAX) },
    () => 'note',
    async (input, by) =>
      addEnquiryNote((await getDb()).db, input.reference, input.note, by, new Date()),
    ['note'],
  );
}

export async function replyEnquiry(_: DeskState, form: FormData): Promise<DeskState> {
  return desk(
    form,
    'enquiries.reply',
    {
      // One line: a subject is a mail header (no CR/LF can add another).
      subject: z.string().transform(oneLine).pipe(z.string().min(1).max(REPLY_SUBJECT_MAX)),
      body: z.string().trim().min(1).max(REPLY_TEXT_MAX),
    },
    (path) => (path === 'subject' ? 'subject' : 'body'),
    async (input, by) =>
      replyToEnquiry(
        (await getDb()).db,
        input.reference,
        { subject: input.subject, text: input.body },
        by,
        new Date(),
      ),
    ['subject', 'body'],
  );
}
