'use server';

import { revalidatePath } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { CSV_UPLOAD_MAX_BYTES } from '@/config/forms';
import { describeErrors } from '@/lib/api/responses';
import { formAction, postAction, typedValues, type ActionState } from '@/lib/console/action';
import { importTrackingCsv } from './imports';
import { createTokenRecorded, revokeTokenRecorded, TOKEN_NAME } from './tokens';

/** The CSV upload's answer: refused (`errors`: every bad line), or what was imported. */
export type ImportState = ActionState & {
  fileName?: string;
  errors?: { row: number; column: string; message: string }[];
  counts?: { rows: number; shipments: number; events: number; duplicates: number; mails: number };
};

const csvUpload = z.object({
  file: z
    .instanceof(File, { message: 'noFile' })
    .refine((file) => file.size > 0 && file.name !== '', 'noFile')
    .refine((file) => file.size <= CSV_UPLOAD_MAX_BYTES, 'tooLarge')
    .transform(async (file) => ({ name: file.name.slice(0, 200), text: await file.text() })),
});

/** The console's CSV upload: the CLI's import (importTrackingCsv), its errors in the page's language. */
export const importCsv = formAction(
  'tracking.import',
  csvUpload,
  (db, { file }, { staff, clientAddress }, now) =>
    importTrackingCsv(db, file, { actor: staff, clientAddress }, now),
  async (result, { locale }): Promise<ImportState> => {
    const t = await getTranslations({ locale, namespace: 'ConsoleTracking' });
    if (!result.ok) {
      const problem = result.issues[0]?.message === 'tooLarge' ? 'tooLarge' : 'noFile';
      return {
        status: 'refused',
        message: t(problem, { max: CSV_UPLOAD_MAX_BYTES / 1024 / 1024 }),
      };
    }
    const { outcome } = result;
    const fileName = result.input.file.name;
    if (!outcome.ok) {
      const messages = describeErrors(
        locale,
        outcome.errors.map((e) => e.error),
      );
      return {
        status: 'refused',
        message: t('invalidHeading', { file: fileName, count: outcome.errors.length }),
        fileName,
        errors: outcome.errors.map((e, i) => ({
          row: e.row,
          column: e.column,
          message: messages[i]!.message,
        })),
      };
    }
    // The page's list of imports shows this one with the answer.
    revalidatePath('/[locale]/console/tracking', 'page');
    return {
      status: 'done',
      message: t('importedHeading', { file: fileName }),
      fileName,
      counts: {
        rows: outcome.rows,
        shipments: outcome.shipments,
        events: outcome.events.new,
        duplicates: outcome.events.duplicate,
        mails: outcome.mails,
      },
    };
  },
);

/** A token's answer: `token`, the secret, shown this once (never in an address or a cached page). */
export type TokenState = ActionState & { name?: string; token?: string };

const tokenForm = z.object({ name: z.string().trim().regex(TOKEN_NAME) });

/** Makes an ingest API token (a fresh sign-in: `tracking.tokens`). */
export const createTokenAction = formAction(
  'tracking.tokens',
  tokenForm,
  (db, { name }, { staff, clientAddress }, now) =>
    createTokenRecorded(db, name, { actor: staff, clientAddress }, now),
  async (result, { locale, form }): Promise<TokenState> => {
    const t = await getTranslations({ locale, namespace: 'ConsoleTracking' });
    const typed = (typedValues(form, ['name']).name ?? '').slice(0, 100);
    if (!result.ok)
      return { status: 'refused', message: t('invalidName'), values: { name: typed } };
    const { input, outcome } = result;
    if (!outcome.ok) {
      const message = outcome.error === 'exists' ? t('exists', input) : t('invalidName');
      return { status: 'refused', message, values: input };
    }
    // The list shows the new token beside its secret (which only this answer carries).
    revalidatePath('/[locale]/console/tracking/tokens', 'page');
    return {
      status: 'done',
      message: t('createdHeading', input),
      name: input.name,
      token: outcome.token,
    };
  },
);

/** Revokes a token after the page's confirmation; back to the token list, saying so. */
export const revokeTokenAction = postAction(
  'tracking.tokens',
  tokenForm,
  (db, { name }, { staff, clientAddress }, now) =>
    revokeTokenRecorded(db, name, { actor: staff, clientAddress }, now),
  (result) =>
    result.ok && result.outcome
      ? { page: '/console/tracking/tokens', done: 'revoked', params: { name: result.input.name } }
      : { page: '/console/tracking/tokens', problem: 'revoke' },
);
