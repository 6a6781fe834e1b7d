// Shared by the contact page's browser tests: filling the enquiry form, reading enquiries back.
import { resolve } from 'node:path';
import { expect, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import type { Selectable } from 'kysely';
import type { EnquiriesTable } from '@/lib/db/types/enquiries';
import { E2E_DATABASE_URL } from '../support/e2e';
import { messages, type TestLocale } from './support';

export const enquiryForm = (page: Page) => page.getByTestId('enquiry-form');

/** A field by its label, which ends with " *" when the field is required. */
export const label = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);

export const uniqueEmail = (tag: string) =>
  `${tag}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;

export type Visitor = { name: string; email?: string; phone?: string; wechat?: string };

/** Fills what a visitor types (not the service: tests choose or check it) and ticks consent. */
export async function fillEnquiry(
  page: Page,
  locale: TestLocale,
  visitor: Visitor,
  message?: string,
) {
  const f = messages[locale].EnquiryForm;
  const form = enquiryForm(page);
  await form.getByLabel(label(f.name)).fill(visitor.name);
  if (visitor.email) await form.getByLabel(label(f.email)).fill(visitor.email);
  if (visitor.phone) await form.getByLabel(label(f.phone)).fill(visitor.phone);
  if (visitor.wechat) await form.getByLabel(label(f.wechat)).fill(visitor.wechat);
  if (message !== undefined) await form.getByLabel(label(f.message)).fill(message);
  await form.getByRole('checkbox').check();
}

/** Sends the form and waits for the confirmation page; returns the reference it shows. */
export async function sendAndReadReference(page: Page, locale: TestLocale): Promise<string> {
  await enquiryForm(page).getByTestId('enquiry-submit').click();
  const prefix = locale === 'zh' ? '/zh' : '';
  // Without JavaScript the browser keeps the form's #enquiry across the redirect.
  await expect(page).toHaveURL(new RegExp(`${prefix}/contact/sent\\?ref=[A-Z2-9]{6}(#enquiry)?$`));
  const reference = (await page.getByTestId('enquiry-reference').textContent())!.trim();
  expect(reference).toMatch(/^[2-9A-HJ-NP-Z]{6}$/);
  return reference;
}

/** An enquiry's row as the test database holds it (`select *`): the table's own type. */
export type StoredEnquiry = Selectable<EnquiriesTable>;

/** The enquiries stored with a name (tests give each a unique one), read from a SQLite file. */
export function enquiriesNamed(name: string, file = E2E_DATABASE_URL): StoredEnquiry[] {
  const db = new Database(resolve(file), { readonly: true });
  try {
    return db.prepare('select * from enquiries where name = ?').all(name) as StoredEnquiry[];
  } finally {
    db.close();
  }
}

/** The one enquiry stored under `name` (a test's unique name); the test fails unless there is one. */
export function oneEnquiryNamed(name: string): StoredEnquiry {
  const stored = enquiriesNamed(name);
  expect(stored).toHaveLength(1);
  return stored[0]!;
}
