import { NextRequest } from 'next/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../support/staff-request';
import { siteConfig } from '@/config/site';
import { isSameOriginPost } from '@/lib/http/same-origin';
import { databaseSetups, useDatabase } from '../support/db';
import * as enquiriesExport from '@/app/[locale]/console/enquiries/export/route';
import * as auditExport from '@/app/[locale]/console/audit/export/route';
import * as bookingsExport from '@/app/[locale]/console/bookings/export/route';
import * as resume from '@/app/[locale]/console/applications/[id]/resume/route';

// The console's downloads that record an audit entry (the three CSV exports, a résumé): POST only
// and only from this site's pages, so that no other site can make a signed-in browser download
// one (and record it) with a link, an image or a form. Who may download is the guard's
// (tests/unit/console-permissions.test.ts): here it lets an administrator in.
vi.mock('@/lib/staff/session', () => ({
  requireStaff: async () => ({
    id: 'u-admin',
    email: 'admin@bridgeway.example',
    name: 'Admin',
    role: 'admin',
  }),
}));

const SITE = new URL(siteConfig.appUrl).origin;
const ROUTES = [
  { address: '/console/enquiries/export', module: enquiriesExport, params: { locale: 'en' } },
  { address: '/console/bookings/export', module: bookingsExport, params: { locale: 'en' } },
  { address: '/console/audit/export', module: auditExport, params: { locale: 'en' } },
  {
    address: '/console/applications/X/resume',
    module: resume,
    params: { locale: 'en', id: 'X' },
  },
] as const;

/** Posts no page of this site sends: another site's, without an Origin or a null one, cross-site. */
const NOT_FROM_THIS_SITE: Record<string, string>[] = [
  { origin: 'https://evil.example' },
  {},
  { origin: 'null' },
  { origin: SITE, 'sec-fetch-site': 'cross-site' },
  { origin: SITE, 'sec-fetch-site': 'same-site' },
];

function post(address: string, headers: Record<string, string>) {
  return new NextRequest(`${SITE}${address}`, { method: 'POST', headers });
}

describe('the rule: a POST whose Origin is this site', () => {
  const headers = (h: Record<string, string>) => new Headers({ host: 'console.example', ...h });

  it('accepts the site’s own origin (APP_URL) or the host the request was sent to', () => {
    expect(isSameOriginPost(headers({ origin: SITE }), siteConfig.appUrl)).toBe(true);
    expect(isSameOriginPost(headers({ origin: 'http://console.example' }), siteConfig.appUrl)).toBe(
      true,
    );
    expect(
      isSameOriginPost(
        headers({ origin: SITE, 'sec-fetch-site': 'same-origin' }),
        siteConfig.appUrl,
      ),
    ).toBe(true);
  });

  it('refuses another site, a missing or null Origin, and a browser saying cross-site', () => {
    for (const h of NOT_FROM_THIS_SITE)
      expect(isSameOriginPost(headers(h), siteConfig.appUrl), JSON.stringify(h)).toBe(false);
  });
});

describe.each(databaseSetups())('the console downloads on $name', (setup) => {
  const database = useDatabase(setup);
  beforeEach(() => {
    request.db = database.db();
    request.headers = new Headers({ 'x-forwarded-for': '192.0.2.10' });
  });
  afterEach(() => {
    request.headers = new Headers();
  });
  const audited = async () =>
    (await database.db().db.selectFrom('audit_log').select('action').execute()).map(
      (r) => r.action,
    );

  it.each(ROUTES)('$address answers only POST (Next answers 405 to GET)', ({ module }) => {
    const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'].filter((m) => m in module);
    expect(methods).toEqual(['POST']);
  });

  it.each(ROUTES)(
    '$address refuses a post from another site with 403, recording nothing',
    async ({ address, module, params }) => {
      const handler = (module as Record<string, unknown>).POST as (
        r: Request,
        c: { params: Promise<Record<string, string>> },
      ) => Promise<Response>;
      for (const headers of NOT_FROM_THIS_SITE) {
        const answer = await handler(post(address, headers), { params: Promise.resolve(params) });
        expect(answer.status, JSON.stringify(headers)).toBe(403);
      }
      expect(await audited()).toEqual([]);
    },
  );

  it('serves the CSV exports to a post from the site’s own page, and records them', async () => {
    const context = { params: Promise.resolve({ locale: 'en' }) };
    const headers = { origin: SITE, 'sec-fetch-site': 'same-origin' };
    const enquiries = await enquiriesExport.POST(
      post('/console/enquiries/export?status=new', headers),
      context,
    );
    expect(enquiries.status).toBe(200);
    expect(enquiries.headers.get('content-disposition')).toMatch(
      /^attachment; filename="enquiries-/,
    );
    const bookings = await bookingsExport.POST(
      post('/console/bookings/export?origin=SZX', headers),
      context,
    );
    expect(bookings.status).toBe(200);
    expect(bookings.headers.get('content-disposition')).toMatch(/^attachment; filename="bookings-/);
    const audit = await auditExport.POST(post('/console/audit/export', headers), context);
    expect(audit.status).toBe(200);
    expect(await audit.text()).toContain('bookings.export');
    expect(await audited()).toEqual(['enquiries.export', 'bookings.export', 'audit.export']);
  });
});
