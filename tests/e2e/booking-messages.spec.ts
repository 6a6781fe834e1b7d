// A booking's conversation end to end, in English, on a server of its own with mail to a test
// SMTP server: the shipper (signed in to their account) writes a message with a link (an empty
// one refused first); operations find it under "Messages to answer" on the console's home, open
// the booking from there and answer; the shipper's mail says there is an answer (without its
// text) and links to the booking, where the answer stands. The account's page in Chinese over
// HTTP, and axe on both pages at 390 and 1440 px.
import { expect, test } from '@playwright/test';
import { newEnquiryReference } from '../../src/lib/enquiries/reference';
import { bookEnquiry, bookingQuote, insertEnquiry } from '../support/booking';
import { customerCookie } from '../support/permissions';
import { readMail } from '../support/smtp';
import { joinAs } from './console-support';
import { mailingServer, ownPort } from './server';
import { appMounted, axeAtBothWidths, messages, NO_VIOLATIONS } from './support';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const PORT = ownPort(70);
const BASE = `http://localhost:${PORT}`;
test.use({ baseURL: BASE });

const site = mailingServer(PORT, 'messages', 'BridgeWay <messages@bridgeway.example>');

test('a shipper writes about a booking, operations answer it, the shipper is mailed and reads it', async ({
  browser,
}) => {
  const t = messages.en.BookingMessages;
  // The shipper's booking (made at the desk from their quote request) and their account's session.
  const enquiry = newEnquiryReference();
  const email = `messages-${enquiry.toLowerCase()}@example.com`;
  const now = new Date();
  await insertEnquiry(site.db.db, { reference: enquiry, quote: bookingQuote(now), email });
  const booked = await bookEnquiry(
    site.db.db,
    enquiry,
    2,
    { staff: { id: 'e2e', email: 'ops@bridgeway.example', name: 'E2E' }, clientAddress: null },
    now,
  );
  const { reference } = booked;
  const [name, token] = (await customerCookie(site.db.db, email)).cookie.split('=') as [
    string,
    string,
  ];
  const shipper = await browser.newContext({ baseURL: BASE });
  await shipper.addCookies([{ name, value: token, url: BASE }]);
  const page = await shipper.newPage();
  const bookingPath = `/account/bookings/${reference}`;

  // The shipper writes: an empty message is refused in words, then one with a link is sent.
  await page.goto(bookingPath);
  await appMounted(page);
  const section = page.getByTestId('booking-messages');
  await expect(section.getByTestId('conversation-empty')).toHaveText(t.empty);
  await section.getByRole('button', { name: t.send }).click();
  await expect(page.getByTestId('message-problem')).toContainText(t.problemTitle);
  await expect(section).toContainText(t.errors.required);
  const question = 'Can you collect on Friday? Our plan: https://example.com/plan-a.';
  await section.getByLabel(t.label).fill(question);
  await section.getByRole('button', { name: t.send }).click();
  await expect(page.getByTestId('message-sent')).toHaveText(t.sent);
  const sent = section.getByTestId('conversation-message');
  await expect(sent).toHaveCount(1);
  await expect(sent).toContainText('Can you collect on Friday?');
  const link = sent.getByRole('link', { name: 'https://example.com/plan-a' });
  await expect(link).toHaveAttribute('href', 'https://example.com/plan-a');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  await expect(section.getByLabel(t.label)).toHaveValue('');

  // Operations see it on the console's home, one click from the booking, and answer there.
  const desk = await browser.newPage({ baseURL: BASE });
  await joinAs(desk, 'operations', 'en', 'Olu Operations', site.file);
  const waiting = desk.getByTestId('messages-to-answer');
  await expect(waiting.getByTestId('messages-to-answer-count')).toHaveText('1 message to answer');
  await expect(waiting.getByRole('listitem')).toHaveCount(1);
  await waiting.getByRole('link', { name: reference }).click();
  await expect(desk).toHaveURL(new RegExp(`/console/bookings/${reference}#messages$`));
  await appMounted(desk);
  const thread = desk.getByTestId('booking-messages');
  await expect(thread.getByTestId('conversation-message')).toContainText([question]);
  await expect(thread.getByTestId('conversation-message')).toContainText([t.console.waiting]);
  const answer = 'Yes: our driver collects on Friday at 10:00.';
  await thread.getByLabel(t.console.label).fill(answer);
  await thread.getByRole('button', { name: t.console.submit }).click();
  await expect(desk.getByTestId('message-answer-done')).toHaveText(t.console.sent);
  await expect(thread.getByTestId('conversation-message')).toHaveCount(2);
  await expect(thread.getByTestId('conversation-message').first()).not.toContainText(
    t.console.waiting,
  );
  expect(await axeAtBothWidths(desk, `/console/bookings/${reference}`)).toEqual(NO_VIOLATIONS);
  await desk.goto('/console');
  await expect(desk.getByTestId('messages-to-answer-count')).toHaveText('No messages to answer');

  // The shipper's mail: in English, that there is an answer and where, never the answer itself.
  const mailed = () =>
    site.smtp.received.filter((m) => m.to.includes(email)).map((m) => readMail(m.raw));
  const isAnswer = (m: { headers: Record<string, string> }) =>
    m.headers.subject === `New answer about your booking ${reference}`;
  await expect.poll(() => mailed().filter(isAnswer).length).toBe(1);
  const mail = mailed().find(isAnswer)!;
  expect(mail.text).not.toContain('Friday');
  const url = /http:\/\/\S+#messages/.exec(mail.text)?.[0];
  expect(url).toBe(`${BASE}${bookingPath}#messages`);

  // The shipper opens the mail's link (in a new tab, as from a mail program) and reads the answer.
  const reader = await shipper.newPage();
  await reader.goto(url!);
  await appMounted(reader);
  const both = reader.getByTestId('booking-messages').getByTestId('conversation-message');
  await expect(both).toHaveCount(2);
  await expect(both.last()).toContainText(answer);
  await expect(both.last()).toHaveAttribute('data-author', 'staff');
  expect(await axeAtBothWidths(reader, bookingPath)).toEqual(NO_VIOLATIONS);

  // The same page in Chinese, as the server sends it.
  const zh = await shipper.request.get(`/zh${bookingPath}`);
  expect(zh.status()).toBe(200);
  const html = await zh.text();
  const z = messages.zh.BookingMessages;
  for (const words of [z.title, z.intro, z.label, z.send, z.you]) expect(html).toContain(words);
  expect(html).toContain(answer);
  await shipper.close();
  await desk.close();
});
