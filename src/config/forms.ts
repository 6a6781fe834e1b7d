import { isAccountPath, isConsolePath } from './routes';

/**
 * The site's forms that post to a page (without JavaScript, or as a Server Action): the page's
 * unprefixed path, the largest body its post may have and, for the forms whose action is rate
 * limited, that limit (the proxy answers a post over it with 429; the action refuses it and the
 * page says when to try again). The proxy refuses any other POST to a page with 405.
 */
export type FormRoute = {
  bodyMax: number;
  /** The post goes to a route handler (fetch), not a Server Action or a form without JavaScript. */
  handler?: true;
  rateLimit?: () => Promise<import('@/lib/http/rate-limit').RateLimit>;
};

/** A few fields of text. */
const TEXT_FORM_MAX = 64 * 1024;

const forms: Record<string, FormRoute> = {
  // The application carries a résumé (Next's Server Action limit, next.config.ts, is set for it).
  '/join-us': {
    bodyMax: 8 * 1024 * 1024,
    rateLimit: async () => (await import('@/lib/careers/store')).careersRateLimit(),
  },
  '/contact': {
    bodyMax: TEXT_FORM_MAX,
    rateLimit: async () => (await import('@/lib/enquiries/store')).enquiryRateLimit(),
  },
  // The tracking results' status-update subscription.
  '/query-route': { bodyMax: TEXT_FORM_MAX },
  // The booking page's "mail me a new link".
  '/booking': {
    bodyMax: TEXT_FORM_MAX,
    rateLimit: async () => (await import('@/lib/bookings/link-request')).LINK_REQUEST_LIMIT,
  },
  // The tracking updates' confirm and stop page.
  '/tracking-email': { bodyMax: TEXT_FORM_MAX },
};

/** The console's forms (sign-in, invitation, two-factor, sign-out: sign-in.ts limits its own). */
const consoleForm: FormRoute = { bodyMax: TEXT_FORM_MAX };
const accountForm: FormRoute = { bodyMax: TEXT_FORM_MAX };

/**
 * The largest CSV file the console's tracking page takes: its post (the file and a few fields)
 * stays under Next's Server Action limit (8 MB, next.config.ts), which the application form set.
 */
export const CSV_UPLOAD_MAX_BYTES = 7 * 1024 * 1024;

/** The console's pages whose form carries a file. */
const consoleUploads: Record<string, FormRoute> = {
  '/console/tracking': { bodyMax: 8 * 1024 * 1024 },
};

/**
 * The news editor's posts: an article's text in both languages (up to 100,000 characters of
 * body each, up to 4 bytes a character) or an image of up to 10 MB (src/lib/news/images.ts)
 * with a few fields; the autosave's post (the text) goes to its route handler.
 */
export const NEWS_EDITOR_BODY_MAX = 11 * 1024 * 1024;
const NEWS_ARTICLE = /^\/console\/news\/[a-z0-9-]+(?:\/history)?$/;
const NEWS_AUTOSAVE = /^\/console\/news\/[a-z0-9-]+\/autosave$/;

/**
 * What a console download takes: an empty form posted to a route handler
 * (src/lib/console/downloads.ts). Which pages are downloads, each desk declares
 * (src/lib/console/desks/); the proxy asks there first (src/lib/http/proxy/posts.ts).
 */
export const CONSOLE_DOWNLOAD_FORM: FormRoute = { bodyMax: TEXT_FORM_MAX, handler: true };

/**
 * A booking's page in the account takes a document of up to 10 MB (src/lib/bookings/documents.ts)
 * with a few fields, within Next's Server Action limit (11 MB, next.config.ts).
 */
const ACCOUNT_BOOKING = /^\/account\/bookings\/[^/]+$/;
const accountUpload: FormRoute = { bodyMax: 11 * 1024 * 1024 };

/**
 * The form a page's path posts, or undefined when the page takes no post; the console's downloads
 * are the desks' (postedForm in src/lib/http/proxy/posts.ts).
 */
export function formAt(path: string): FormRoute | undefined {
  if (NEWS_ARTICLE.test(path)) return { bodyMax: NEWS_EDITOR_BODY_MAX };
  if (NEWS_AUTOSAVE.test(path)) return { bodyMax: NEWS_EDITOR_BODY_MAX, handler: true };
  if (isConsolePath(path))
    return Object.hasOwn(consoleUploads, path) ? consoleUploads[path] : consoleForm;
  // The account's forms (sign-in, sign-out): their actions keep their own limits.
  if (isAccountPath(path)) return ACCOUNT_BOOKING.test(path) ? accountUpload : accountForm;
  return Object.hasOwn(forms, path) ? forms[path] : undefined;
}
