'use server';

import { redirect } from 'next/navigation';
import { z } from 'zod';
import { localizedPath, type Locale } from '@/i18n/routing';
import { getDb } from '@/lib/db';
import { requireStaffAction } from '@/lib/staff/session';
import { NOTE_MAX } from '@/lib/console/history';
import { addApplicationNote, deleteApplication, setApplicationStatus } from './desk';
import { APPLICATION_STATUSES } from './status';

/**
 * The applications desk's forms (issue 28), plain posts that work without JavaScript: each
 * checks the session and permission first, validates, makes the change with its audit entry
 * (src/lib/careers/desk.ts), then sends the browser back to the page with what happened in the
 * address (`?saved=…` or `?problem=…`), which the page says in the staff member's language.
 */

const reference = z.string().trim().min(1).max(40);

const statusForm = z.object({ id: reference, status: z.enum(APPLICATION_STATUSES) });
const noteForm = z.object({ id: reference, text: z.string().trim().min(1).max(NOTE_MAX) });
const deleteForm = z.object({ id: reference, confirm: z.literal('on') });

const fields = (form: FormData) => Object.fromEntries(form.entries());

/** The application's page, in `locale`, with a query saying what happened. */
function backToApplication(locale: Locale, id: string, query: string): never {
  const path = `/console/applications/${encodeURIComponent(id)}`;
  redirect(`${localizedPath(path, locale)}?${query}`);
}

export async function changeApplicationStatus(form: FormData) {
  const { staff, locale, clientAddress } = await requireStaffAction(form, 'applications.update');
  const input = statusForm.safeParse(fields(form));
  const id = String(form.get('id') ?? '');
  if (!input.success) backToApplication(locale, id, 'problem=status');
  const { db } = await getDb();
  await setApplicationStatus(db, input.data, { staff, clientAddress }, new Date());
  backToApplication(locale, input.data.id, 'saved=status');
}

export async function addNote(form: FormData) {
  const { staff, locale, clientAddress } = await requireStaffAction(form, 'applications.update');
  const input = noteForm.safeParse(fields(form));
  const id = String(form.get('id') ?? '');
  if (!input.success) backToApplication(locale, id, 'problem=note#note');
  const { db } = await getDb();
  await addApplicationNote(db, input.data, { staff, clientAddress }, new Date());
  backToApplication(locale, input.data.id, 'saved=note#history');
}

/** Deletes on the applicant's request, once the form's box says they asked; then the list. */
export async function deleteOnRequest(form: FormData) {
  const { staff, locale, clientAddress } = await requireStaffAction(form, 'applications.delete');
  const input = deleteForm.safeParse(fields(form));
  const id = String(form.get('id') ?? '');
  if (!input.success) backToApplication(locale, id, 'problem=confirm#delete');
  const { db } = await getDb();
  await deleteApplication(db, input.data.id, { staff, clientAddress }, new Date());
  redirect(
    `${localizedPath('/console/applications', locale)}?deleted=${encodeURIComponent(input.data.id)}`,
  );
}
