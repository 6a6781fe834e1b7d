// src/config/forms.ts: the pages that take a form's post, with their body sizes and limits.
import { describe, expect, it } from 'vitest';
import { CSV_UPLOAD_MAX_BYTES, formAt, NEWS_EDITOR_BODY_MAX } from '@/config/forms';
import { postedForm } from '@/lib/http/proxy/posts';
import { IMAGE_MAX_BYTES } from '@/lib/news/images';

describe('the forms registry', () => {
  it('gives join-us room for a résumé and the text forms 64 KB', () => {
    expect(formAt('/join-us')?.bodyMax).toBe(8 * 1024 * 1024);
    for (const path of ['/contact', '/query-route', '/tracking-email'])
      expect(formAt(path)?.bodyMax, path).toBe(64 * 1024);
  });

  it("gives the console's CSV upload the Server Action limit and its other forms 64 KB", () => {
    expect(formAt('/console/tracking')?.bodyMax).toBe(8 * 1024 * 1024);
    expect(CSV_UPLOAD_MAX_BYTES).toBeLessThan(8 * 1024 * 1024);
    for (const path of ['/console/mail', '/console/tracking/tokens', '/console/sign-in'])
      expect(formAt(path)?.bodyMax, path).toBe(64 * 1024);
  });

  it("gives the news editor's pages room for an image and its autosave a route handler's post", () => {
    expect(NEWS_EDITOR_BODY_MAX).toBeGreaterThan(IMAGE_MAX_BYTES);
    for (const path of ['/console/news/houston-opens', '/console/news/houston-opens/history'])
      expect(formAt(path), path).toEqual({ bodyMax: NEWS_EDITOR_BODY_MAX });
    expect(formAt('/console/news/houston-opens/autosave')).toEqual({
      bodyMax: NEWS_EDITOR_BODY_MAX,
      handler: true,
    });
    // The list's forms are text.
    expect(formAt('/console/news')?.bodyMax).toBe(64 * 1024);
  });

  it("takes the console downloads' empty form posts to their route handlers", () => {
    for (const path of [
      '/console/enquiries/export',
      '/console/bookings/export',
      '/console/audit/export',
      '/console/applications/AP-1/resume',
    ])
      expect(postedForm(path), path).toEqual({ bodyMax: 64 * 1024, handler: true });
  });

  it("rate limits the application and the enquiry with their stores' limits", async () => {
    expect((await formAt('/join-us')!.rateLimit!()).bucket).toBeTruthy();
    expect((await formAt('/contact')!.rateLimit!()).bucket).toBeTruthy();
    expect(formAt('/query-route')?.rateLimit).toBeUndefined();
  });

  it('knows no other page, nor names inherited from objects', () => {
    for (const path of ['/', '/storehouse', '/constructor', 'toString', '/join-us/results'])
      expect(formAt(path), path).toBeUndefined();
  });
});
