// Console members made once per worker. Accepting an invitation (password,
// authenticator, backup codes) took a desk test 5 to 10 s of a busy machine before its first
// click; the desk tests that are not about signing in now take their role's member of the
// worker and its session instead. console.spec.ts still walks the whole invitation in each
// language, and console-admin.spec.ts keeps accounts of its own (it counts their audit entries).
import { expect, test as base, type Browser, type Cookie, type Page } from '@playwright/test';
import { testAddress } from '../support/e2e';
import { totp } from '../support/totp';
import { joinAs, PASSWORD } from './console-support';
import { appMounted, messages, publicPath, type TestLocale } from './support';

/**
 * How old a sign-in may be for a test that needs a recent one: the console asks for a sign-in
 * within the last 15 minutes (FRESH_SIGN_IN_SECONDS) before a sensitive action, and a test
 * takes a few minutes at most on a busy machine.
 */
const FRESH_FOR_MS = 10 * 60_000;

/** Each role's member, by the name it signs up with. */
const NAMES: Record<string, string> = {
  admin: 'Ada Admin',
  sales: 'Sam Sales',
  hr: 'Hana HR',
  operations: 'Olu Operations',
  editor: 'Erin Editor',
};

export type StaffMember = { role: string; name: string; email: string; secret: string };

type Held = StaffMember & { address: string; cookies: Cookie[]; signedInAt: number };

export type SignInOptions = {
  /**
   * The test does something the console allows only within 15 minutes of a sign-in
   * (`fresh` in src/lib/staff/permissions.ts): an older session signs in again first.
   */
  fresh?: boolean;
  /** Another member of the same role (a second editor beside the first). */
  name?: string;
};

/** The worker's members and their sessions, made on first use. */
class StaffSessions {
  readonly #members = new Map<string, Promise<Held>>();

  constructor(
    private readonly browser: Browser,
    private readonly baseURL: string | undefined,
  ) {}

  /** The member of `role` named `name`, made by invitation in a browser context of its own. */
  #member(role: string, name: string): Promise<Held> {
    const key = `${role}\n${name}`;
    let member = this.#members.get(key);
    if (!member) {
      member = (async () => {
        // With JavaScript whatever the test that asks first says: the invitation's pages need it.
        const context = await this.browser.newContext({
          baseURL: this.baseURL,
          javaScriptEnabled: true,
        });
        try {
          const page = await context.newPage();
          // Counted from before the invitation: the session is no older than this.
          const signedInAt = Date.now();
          const { email, secret } = await joinAs(page, role, 'en', name);
          const { cookies } = await context.storageState();
          // A client address of the member's own for its tests (joinAs gave the invitation one):
          // the sign-in limits of other tests do not apply to it.
          return { role, name, email, secret, address: testAddress(), cookies, signedInAt };
        } finally {
          await context.close();
        }
      })();
      // A failed invitation is not kept: the next test tries again.
      member.catch(() => this.#members.delete(key));
      this.#members.set(key, member);
    }
    return member;
  }

  /**
   * `page` signed in as the worker's member of `role`, on the console's home in `locale` (where
   * joinAs ends too): with the member's session, or, when that has ended (a test signed out) or
   * is older than a `fresh` test allows, after a new sign-in with its password and a code.
   */
  async signIn(
    page: Page,
    role: string,
    locale: TestLocale,
    { fresh = false, name = NAMES[role] ?? role }: SignInOptions = {},
  ): Promise<StaffMember> {
    const member = await this.#member(role, name);
    const context = page.context();
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': member.address });
    const home = publicPath('/console', locale);
    const recent = Date.now() - member.signedInAt < FRESH_FOR_MS;
    let signedIn = false;
    if (recent || !fresh) {
      await context.addCookies(member.cookies);
      await page.goto(home);
      signedIn = new URL(page.url()).pathname === home;
    }
    if (!signedIn) {
      await context.clearCookies();
      const signedInAt = Date.now();
      await signInWithCode(page, member, locale);
      member.cookies = (await context.storageState()).cookies;
      member.signedInAt = signedInAt;
    }
    await expect(page.getByTestId('signed-in-as')).toContainText(member.email);
    const { email, secret } = member;
    return { role, name, email, secret };
  }
}

/** The console's sign-in as a member does it: password, then a code from the authenticator. */
async function signInWithCode(page: Page, member: StaffMember, locale: TestLocale) {
  const t = messages[locale].Console;
  const home = publicPath('/console', locale);
  await page.goto(home);
  await expect(page).toHaveURL(
    `${publicPath('/console/sign-in', locale)}?next=${encodeURIComponent(home)}`,
  );
  await appMounted(page);
  await page.getByLabel(t.email).fill(member.email);
  await page.getByLabel(t.password).fill(PASSWORD);
  await page.getByRole('button', { name: t.signIn }).click();
  await page.getByLabel(t.codeLabel).fill(totp(member.secret, new Date()));
  await page.getByRole('button', { name: t.verify }).click();
  await expect(page).toHaveURL(home);
}

/** Playwright's `test` with `staff`: the worker's console members (see StaffSessions.signIn). */
export const test = base.extend<object, { staff: StaffSessions }>({
  staff: [
    async ({ browser }, provide, workerInfo) => {
      await provide(new StaffSessions(browser, workerInfo.project.use.baseURL));
    },
    { scope: 'worker' },
  ],
});
