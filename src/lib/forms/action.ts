import { randomUUID } from 'node:crypto';
import { headers } from 'next/headers';
import { after } from 'next/server';
import { asLocale, type Locale } from '@/i18n/routing';
import { getDb, type Db } from '@/lib/db';
import { clientAddress, clientKeyOf } from '@/lib/http/client-address';
import type { RateLimit, RateLimited } from '@/lib/http/rate-limit';
import { kickMailWorker } from '@/lib/mail/worker';
import { countAttempt } from './store-once';
import { isSubmissionId } from './submission';

/** What a form post is, once read: the same for every form of the site. */
export type FormPost = {
  form: FormData;
  locale: Locale;
  /** The id the form was rendered with, when it is a valid one. */
  submissionId: string | null;
  clientKey: string;
  now: Date;
  db: Db;
  /** A field's text, trimmed ('' when absent or a file). */
  text: (name: string) => string;
};

/** How every form answers a post it did not take; a form's state adds its own statuses. */
type Refusal<Errors> =
  | { status: 'invalid'; errors: Errors }
  | { status: 'rate-limited'; retryAfterMinutes: number }
  | { status: 'error' };

/** A form's fields as checked: the input, or the errors a person can correct (none: the form
 * was not one a person sent, answered 'error'). */
type Parsed<Input, Errors> = { ok: true; input: Input } | { ok: false; errors?: Errors };

/** A form's state as its page shows it: the fields typed are given back after a refusal. */
type FormState = { status: string; values?: Record<string, string>; submissionId?: string };

export type FormSpec<Input, Errors, Result, State extends FormState> = {
  /** The feature's name, for the log. */
  feature: string;
  /** The text fields given back after a refusal, so nothing typed is lost. */
  keep: readonly string[];
  /** The limit a bot's post (the honeypot filled) counts toward, as a person's does. */
  limit: () => RateLimit;
  /** Whether the form carries a submission id (forms that store a submission once). */
  submissionId: boolean;
  /** The fields checked with the form's schema (the browser's), and what only the server checks. */
  parse: (post: FormPost) => Parsed<Input, Errors> | Promise<Parsed<Input, Errors>>;
  /** Stores what was sent; a database failure answers 'error' and stores nothing. */
  run: (input: Input, post: FormPost) => Promise<Result | RateLimited>;
  /** The answer to a post that was taken (may redirect); and what a bot is shown instead. */
  answer: (result: Result, post: FormPost) => State;
  decoy: (post: FormPost) => State;
};

/**
 * A form's Server Action (with JavaScript, and as the form's plain POST without it), doing once
 * what every form does: the language, the client's address, the submission id, the honeypot (a
 * bot is counted toward the limit, shown what a person would be, and nothing is stored), the
 * schema's errors, the rate limit's refusal, a database failure answered as an error with
 * nothing stored, the mail worker woken after a new submission, and after any refusal the
 * fields as typed with the same submission id (a retry is still one submission).
 */
export function formAction<Input, Errors, Result, State extends FormState>(
  spec: FormSpec<Input, Errors, Result, State>,
) {
  return async function action(_previous: State, form: FormData): Promise<State> {
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value.trim() : '';
    };
    const values: Record<string, string> = {};
    for (const field of spec.keep) {
      const value = form.get(field);
      if (typeof value === 'string') values[field] = value.slice(0, 4000);
    }
    const id = form.get('submissionId');
    const submissionId = isSubmissionId(id) ? id : null;
    const refuse = (refusal: Refusal<Errors>) =>
      ({
        ...refusal,
        values,
        ...(spec.submissionId ? { submissionId: submissionId ?? randomUUID() } : {}),
      }) as unknown as State;

    const locale = asLocale(String(form.get('locale') ?? ''));
    const clientKey = clientKeyOf(clientAddress(await headers()));
    const now = new Date();
    let db: Db;
    try {
      db = await getDb();
    } catch (error) {
      console.error(`${spec.feature}: the database cannot be opened`, error);
      return refuse({ status: 'error' });
    }
    const post: FormPost = { form, locale, submissionId, clientKey, now, db, text };

    // A bot is told what a person would be; the answer may be a redirect, which Next throws,
    // so answers are given outside the try.
    let result: { taken: Result } | 'bot';
    try {
      const taken = await take(spec, post);
      if (taken !== 'bot' && 'status' in taken) return refuse(taken);
      result = taken;
    } catch (error) {
      console.error(`${spec.feature}: a submission failed; nothing was stored`, error);
      return refuse({ status: 'error' });
    }
    if (result === 'bot') return spec.decoy(post);
    // Mail queued with the submission goes out right after the answer, from this process.
    if (!isDuplicate(result.taken)) after(kickMailWorker);
    return spec.answer(result.taken, post);
  };
}

/** The honeypot, the schema, the submission id and the store, in that order. */
async function take<Input, Errors, Result, State extends FormState>(
  spec: FormSpec<Input, Errors, Result, State>,
  post: FormPost,
): Promise<{ taken: Result } | 'bot' | Refusal<Errors>> {
  if (post.text('website') !== '') {
    const limited = await countAttempt(post.db, spec.limit(), post.clientKey, post.now);
    return limited
      ? { status: 'rate-limited', retryAfterMinutes: limited.retryAfterMinutes }
      : 'bot';
  }
  const parsed = await spec.parse(post);
  if (!parsed.ok)
    return parsed.errors ? { status: 'invalid', errors: parsed.errors } : { status: 'error' };
  // Only a form built by hand lacks it: nothing a person can correct.
  if (spec.submissionId && !post.submissionId) return { status: 'error' };
  const outcome = await spec.run(parsed.input, post);
  if (isRateLimited(outcome))
    return { status: 'rate-limited', retryAfterMinutes: outcome.retryAfterMinutes };
  return { taken: outcome };
}

function isRateLimited(outcome: unknown): outcome is RateLimited {
  return (outcome as { kind?: string } | null)?.kind === 'rate-limited';
}

function isDuplicate(outcome: unknown): boolean {
  return (outcome as { duplicate?: boolean } | null)?.duplicate === true;
}
