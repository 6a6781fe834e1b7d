'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { CSV_UPLOAD_MAX_BYTES } from '@/config/forms';
import { localizedPath } from '@/i18n/routing';
import { describeErrors } from '@/lib/api/responses';
import { getDb } from '@/lib/db';
import { requireStaffAction } from '@/lib/staff/session';
import { importTrackingCsv } from './imports';
import { createTokenRecorded, revokeTokenRecorded, TOKEN_NAME } from './tokens';

export type ImportState =
  | { status: 'idle' }
  | { status: 'refused'; problem: 'noFile' | 'tooLarge' }
  | {
      status: 'invalid';
      fileName: string;
      errors: { row: number; column: string; message: string }[];
    }
  | {
      status: 'imported';
      fileName: string;
      rows: number;
      shipments: number;
      events: number;
      duplicates: number;
      mails: number;
    };

const csvFile = z
  .instanceof(File)
  .refine((file) => file.size > 0 && file.name !== '', 'noFile')
  .refine((file) => file.size <= CSV_UPLOAD_MAX_BYTES, 'tooLarge');

/** The console's CSV upload: the CLI's import (importTrackingCsv), its errors in the page's language. */
export async function importCsv(_state: ImportState, form: FormData): Promise<ImportState> {
  const { staff, locale, clientAddress } = await requireStaffAction(form, 'tracking.import');
  const file = csvFile.safeParse(form.get('file'));
  if (!file.success)
    return {
      status: 'refused',
      problem: file.error.issues[0]?.message === 'tooLarge' ? 'tooLarge' : 'noFile',
    };
  const fileName = file.data.name.slice(0, 200);
  const result = await importTrackingCsv(
    (await getDb()).db,
    { name: fileName, text: await file.data.text() },
    { actor: { id: staff.id, email: staff.email }, clientAddress },
    new Date(),
  );
  // The page's list of imports shows this one with the answer.
  if (result.ok) revalidatePath('/[locale]/console/tracking', 'page');
  if (!result.ok) {
    const messages = describeErrors(
      locale,
      result.errors.map((e) => e.error),
    );
    return {
      status: 'invalid',
      fileName,
      errors: result.errors.map((e, i) => ({
        row: e.row,
        column: e.column,
        message: messages[i]!.message,
      })),
    };
  }
  return {
    status: 'imported',
    fileName,
    rows: result.rows,
    shipments: result.shipments,
    events: result.events.new,
    duplicates: result.events.duplicate,
    mails: result.mails,
  };
}

export type TokenState =
  | { status: 'idle' }
  | { status: 'refused'; problem: 'invalidName' | 'exists'; name: string }
  /** The secret, shown this once: only in this answer, never in an address or a cached page. */
  | { status: 'created'; name: string; token: string };

const tokenName = z.string().trim().regex(TOKEN_NAME);

/** Makes an ingest API token (a fresh sign-in: `tracking.tokens`). */
export async function createTokenAction(_state: TokenState, form: FormData): Promise<TokenState> {
  const { staff, clientAddress } = await requireStaffAction(form, 'tracking.tokens');
  const typed = String(form.get('name') ?? '').slice(0, 100);
  const name = tokenName.safeParse(typed);
  if (!name.success) return { status: 'refused', problem: 'invalidName', name: typed };
  const made = await createTokenRecorded(
    (await getDb()).db,
    name.data,
    { actor: { id: staff.id, email: staff.email }, clientAddress },
    new Date(),
  );
  if (!made.ok)
    return {
      status: 'refused',
      problem: made.error === 'exists' ? 'exists' : 'invalidName',
      name: name.data,
    };
  // The list shows the new token beside its secret (which only this answer carries).
  revalidatePath('/[locale]/console/tracking/tokens', 'page');
  return { status: 'created', name: name.data, token: made.token };
}

/** Revokes a token after the page's confirmation; back to the token list. */
export async function revokeTokenAction(form: FormData): Promise<void> {
  const { staff, locale, clientAddress } = await requireStaffAction(form, 'tracking.tokens');
  const name = tokenName.safeParse(form.get('name'));
  if (name.success)
    await revokeTokenRecorded(
      (await getDb()).db,
      name.data,
      { actor: { id: staff.id, email: staff.email }, clientAddress },
      new Date(),
    );
  redirect(localizedPath('/console/tracking/tokens', locale));
}
