import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '@/lib/db';
import { consumeRateLimit } from '@/lib/http/rate-limit';
import { answerTrackingLookup, receiveTrackingEvents } from '@/lib/tracking/api';
import { authenticateToken, createToken, listTokens, revokeToken } from '@/lib/tracking/tokens';
import { databaseSetups } from '../support/db';
import { seededRandom } from '../support/seeded-random';

const NOW = new Date('2026-11-24T06:00:00Z');

function batch(number: string, count = 3) {
  return {
    shipments: [{ number, service: 'BW-EC-US', origin: 'SZX', destination: 'US' }],
    events: Array.from({ length: count }, (_, i) => ({
      number,
      id: `ev-${i}`,
      time: new Date(Date.parse('2026-11-20T02:00:00Z') + i * 60_000).toISOString(),
      status: i === 0 ? 'at_warehouse' : 'in_transit',
      location: 'Shenzhen, CN',
      description: `Scan ${i}`,
    })),
  };
}

function post(body: unknown, headers: Record<string, string>) {
  return new Request('http://localhost/api/tracking/events', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const lookup = (query: string, headers: Record<string, string> = {}) =>
  new Request(`http://localhost/api/tracking?${query}`, { headers });

for (const setup of databaseSetups()) {
  describe(`tracking APIs in ${setup.name}`, () => {
    let opened: Db;
    let token: string;
    beforeAll(async () => {
      opened = await openDatabase(await setup.config());
      await opened.ready;
      const made = await createToken(opened.db, 'warehouse-wms', NOW);
      if (!made.ok) throw new Error(made.error);
      token = made.token;
    });
    afterAll(async () => {
      await opened?.db.destroy();
      await setup.cleanup();
    });
    afterEach(() => {
      delete process.env.TRACKING_RATE_LIMIT;
    });
    const bearer = () => ({ authorization: `Bearer ${token}` });
    const ingest = (body: unknown, headers: Record<string, string> = bearer()) =>
      receiveTrackingEvents(post(body, headers), opened.db, NOW);
    const stored = async (number: string) =>
      (
        await opened.db
          .selectFrom('tracking_events')
          .select('event_id')
          .where('number', '=', number)
          .execute()
      ).length;

    describe('tokens', () => {
      it('stores only a hash, shows the token once, lists names and last use, revokes', async () => {
        expect(token).toMatch(/^bwt_[A-Za-z0-9_-]{43}$/);
        const rows = await opened.db.selectFrom('tracking_tokens').selectAll().execute();
        expect(JSON.stringify(rows)).not.toContain(token);
        expect(await createToken(opened.db, 'warehouse-wms', NOW)).toEqual({
          ok: false,
          error: 'exists',
        });
        expect(await createToken(opened.db, 'bad name!', NOW)).toEqual({
          ok: false,
          error: 'invalid_name',
        });

        const other = await createToken(opened.db, 'old-erp', NOW);
        if (!other.ok) throw new Error(other.error);
        const used = new Date(NOW.getTime() + 1000);
        expect(await authenticateToken(opened.db, `Bearer ${other.token}`, used)).toBe('old-erp');
        expect(await listTokens(opened.db)).toEqual([
          {
            name: 'old-erp',
            createdAt: NOW.toISOString(),
            lastUsedAt: used.toISOString(),
            revokedAt: null,
            createdBy: null,
          },
          {
            name: 'warehouse-wms',
            createdAt: NOW.toISOString(),
            lastUsedAt: null,
            revokedAt: null,
            createdBy: null,
          },
        ]);
        expect(await revokeToken(opened.db, 'old-erp', used)).toBe(true);
        expect(await revokeToken(opened.db, 'old-erp', used)).toBe(false);
        expect(await authenticateToken(opened.db, `Bearer ${other.token}`, used)).toBeNull();
        // The name of a revoked token can be used again, with a new token.
        const again = await createToken(opened.db, 'old-erp', used);
        expect(again.ok && again.token !== other.token).toBe(true);
      });
    });

    describe('POST /api/tracking/events', () => {
      it('refuses a missing, wrong or revoked token with 401 and a challenge, storing nothing', async () => {
        const missing = await ingest(batch('BW5000001'), {});
        expect(missing.status).toBe(401);
        expect(missing.headers.get('www-authenticate')).toBe('Bearer realm="tracking"');
        const wrong = await ingest(batch('BW5000001'), { authorization: 'Bearer bwt_nope' });
        expect(wrong.status).toBe(401);
        expect(wrong.headers.get('www-authenticate')).toBe(
          'Bearer realm="tracking", error="invalid_token"',
        );
        expect(await wrong.json()).toMatchObject({ error: 'invalid_token' });

        const revoked = await createToken(opened.db, 'revoked-one', NOW);
        if (!revoked.ok) throw new Error(revoked.error);
        await revokeToken(opened.db, 'revoked-one', NOW);
        const refused = await ingest(batch('BW5000001'), {
          authorization: `Bearer ${revoked.token}`,
        });
        expect(refused.status).toBe(401);
        expect(await stored('BW5000001')).toBe(0);
      });

      it('stores a batch, answers the counts, and notes the token’s use', async () => {
        const response = await ingest(batch('BW5000002'));
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toBe('no-store');
        expect(await response.json()).toEqual({
          shipments: 1,
          events: { new: 3, duplicate: 0 },
          statusChanges: 1,
        });
        const [row] = await opened.db
          .selectFrom('tracking_tokens')
          .select('last_used_at')
          .where('name', '=', 'warehouse-wms')
          .execute();
        expect(row!.last_used_at).toBe(NOW.toISOString());

        const replay = await ingest(batch('BW5000002'));
        expect(await replay.json()).toEqual({
          shipments: 1,
          events: { new: 0, duplicate: 3 },
          statusChanges: 0,
        });
      });

      it('stores each event once when the same batch is posted in parallel', async () => {
        const body = batch('BW5000003', 30);
        const answers = await Promise.all(
          Array.from({ length: 5 }, async () => (await ingest(body)).json()),
        );
        const fresh = answers.reduce((n, a: { events: { new: number } }) => n + a.events.new, 0);
        expect(fresh).toBe(30);
        expect(await stored('BW5000003')).toBe(30);
      });

      it('answers 400 listing every bad item, localized, and stores nothing', async () => {
        const body = batch('BW5000004');
        const events: unknown[] = [...body.events];
        events[1] = { ...body.events[1]!, time: '2026-11-21 10:00' };
        events[2] = { ...body.events[2]!, status: 'lost', number: 'x', location: 'a\u0000b' };
        const response = await ingest(
          { ...body, events },
          { ...bearer(), 'accept-language': 'zh-CN' },
        );
        expect(response.status).toBe(400);
        const answer = await response.json();
        expect(answer.error).toBe('invalid_request');
        expect(answer.fields.map((f: { path: string; code: string }) => [f.path, f.code])).toEqual([
          ['events[1].time', 'isoTime'],
          ['events[2].number', 'trackingNumberLength'],
          ['events[2].status', 'trackingStatus'],
          ['events[2].location', 'text'],
        ]);
        expect(answer.fields[0].message).toContain('ISO 8601');
        expect(answer.message).toBe('部分内容需要修改。');
        expect(await stored('BW5000004')).toBe(0);
      });

      it('gives one message a field, the limit the field has', async () => {
        const body = batch('BW5000007', 1);
        const response = await ingest({
          ...body,
          shipments: [{ number: 'BW5000007', pieces: 1e308, weightKg: 1e308 }],
          events: [{ ...body.events[0]!, description: `${'x'.repeat(1001)}\u0000` }],
        });
        expect(response.status).toBe(400);
        const { fields } = await response.json();
        expect(
          fields.map((f: { path: string; code: string; message: string }) => [f.path, f.code]),
        ).toEqual([
          ['shipments[0].pieces', 'max'],
          ['shipments[0].weightKg', 'max'],
          ['events[0].description', 'max'],
        ]);
        expect(fields[0].message).toMatch(/100,?000/);
        expect(fields[1].message).toMatch(/1,?000,?000/);
      });

      it('never answers 5xx to odd bodies', async () => {
        const { next: rnd, pick } = seededRandom(2111);
        const odd = (): unknown =>
          pick<unknown>([
            null,
            true,
            -1,
            1e308,
            '',
            'BW5100001',
            'in_transit',
            '2026-11-20T10:00:00+08:00',
            '\u0000',
            '中文，、',
            'x'.repeat(60),
            [],
            {},
            { carrier: 'UPS' },
          ]);
        const valid = batch('BW5100001', 2);
        const fields = ['number', 'id', 'time', 'status', 'location', 'description', 'lastMile'];
        for (let i = 0; i < 200; i++) {
          const events = valid.events.map((e) => {
            const copy: Record<string, unknown> = { ...e };
            copy[pick(fields)] = odd();
            if (rnd() < 0.2) delete copy[pick(fields)];
            return copy;
          });
          const body = rnd() < 0.1 ? odd() : { ...(rnd() < 0.5 ? valid : {}), events };
          const response = await ingest(body);
          // 415 for a bare string sent as the body (not JSON).
          expect([200, 400, 415], JSON.stringify(body)).toContain(response.status);
          // Every problem has its own message (no key missing from InputErrors).
          if (response.status === 400)
            for (const field of (await response.json()).fields)
              expect(field.message, JSON.stringify(field)).not.toMatch(/^InputErrors\./);
        }
      });

      it('answers 415 for what is not JSON and 413 for a body over the limit', async () => {
        const text = await receiveTrackingEvents(
          new Request('http://localhost/api/tracking/events', {
            method: 'POST',
            headers: { 'content-type': 'text/csv', ...bearer() },
            body: 'number,id',
          }),
          opened.db,
          NOW,
        );
        expect(text.status).toBe(415);
        expect((await ingest('{"events": [', bearer())).status).toBe(415);
        const huge = batch('BW5000005', 1);
        huge.events[0]!.description = 'x'.repeat(3 * 1024 * 1024);
        const large = await ingest(huge);
        expect(large.status).toBe(413);
        expect(await large.json()).toMatchObject({ error: 'body_too_large' });
        // A full batch of 1,000 events with long texts is well within the limit.
        const full = batch('BW5000006', 1000);
        for (const e of full.events) {
          e.time = '2026-11-20T10:00:00+08:00';
          e.description = 'd'.repeat(900);
        }
        const accepted = await ingest(full);
        expect(accepted.status).toBe(200);
        expect(await stored('BW5000006')).toBe(1000);
      });
    });

    describe('GET /api/tracking', () => {
      const client = (address: string) => ({ 'x-forwarded-for': address });

      it('answers what the page shows, by waybill numbers', async () => {
        const response = await answerTrackingLookup(
          lookup('numbers=bw5000002,BW5999999&numbers=x', client('203.0.113.1')),
          opened.db,
          NOW,
        );
        expect(response.status).toBe(200);
        const body = await response.json();
        expect(body.shipments.map((s: { number: string }) => s.number)).toEqual(['BW5000002']);
        expect(body.shipments[0]).toMatchObject({ status: 'in_transit', events: { length: 3 } });
        expect(body.notFound).toEqual(['BW5999999']);
        expect(body.malformed).toEqual([{ input: 'X', reason: 'length' }]);
        expect(body.summary).toEqual({ in_transit: 1 });
        expect(body.shipments[0].statusLabel).toBe('In transit');
      });

      it('answers what a carrier’s public tracking shows: no service, cartons, weight nor reference', async () => {
        const number = 'BW5000010';
        const body = batch(number, 2);
        const shipment = {
          ...body.shipments[0]!,
          reference: 'PO-SECRET-77',
          pieces: 37,
          weightKg: 812.5,
        };
        expect((await ingest({ ...body, shipments: [shipment] })).status).toBe(200);
        for (const query of [number, 'PO-SECRET-77']) {
          const response = await answerTrackingLookup(
            lookup(`numbers=${query}`, client('203.0.113.4')),
            opened.db,
            NOW,
          );
          const [found] = (await response.json()).shipments;
          expect(Object.keys(found).sort()).toEqual([
            'destination',
            'endedAt',
            'estimatedDelivery',
            'events',
            'lastMile',
            'number',
            'origin',
            'query',
            'status',
            'statusLabel',
          ]);
          expect(found).toMatchObject({ number, query, origin: 'SZX', destination: 'US' });
          expect(found.estimatedDelivery).not.toBeNull();
          const text = JSON.stringify(found);
          for (const hidden of ['BW-EC-US', '812.5', 'pieces', 'weight', 'service'])
            expect(text).not.toContain(hidden);
          if (query === number) expect(text).not.toContain('PO-SECRET-77');
        }
      });

      it("names statuses in the request's language, beside the codes", async () => {
        const response = await answerTrackingLookup(
          lookup('numbers=BW5000002&locale=zh', client('203.0.113.3')),
          opened.db,
          NOW,
        );
        const [shipment] = (await response.json()).shipments;
        expect(shipment).toMatchObject({ status: 'in_transit', statusLabel: '运输中' });
        for (const event of shipment.events)
          expect(event.statusLabel).toEqual(expect.stringMatching(/\p{Script=Han}/u));
      });

      it('refuses 41 numbers or none with a localized message', async () => {
        const numbers = Array.from({ length: 41 }, (_, i) => `BW6${String(i).padStart(5, '0')}`);
        const many = await answerTrackingLookup(
          lookup(`numbers=${numbers.join(',')}&locale=zh`, client('203.0.113.2')),
          opened.db,
          NOW,
        );
        expect(many.status).toBe(400);
        expect((await many.json()).fields).toEqual([
          {
            path: 'numbers',
            code: 'tooManyNumbers',
            message: '每次最多查询 40 个单号，本次共 41 个。',
          },
        ]);
        const none = await answerTrackingLookup(
          lookup('numbers=', client('203.0.113.2')),
          opened.db,
          NOW,
        );
        expect(none.status).toBe(400);
        expect((await none.json()).fields[0]).toMatchObject({
          code: 'noNumbers',
          message: 'Enter at least one tracking number.',
        });
      });

      it('limits lookups per client in the shared store, 429 with Retry-After', async () => {
        process.env.TRACKING_RATE_LIMIT = '3';
        const ask = (address: string, at: Date, language = 'en') =>
          answerTrackingLookup(
            lookup('numbers=BW5000002', { ...client(address), 'accept-language': language }),
            opened.db,
            at,
          );
        for (let i = 0; i < 3; i++)
          expect((await ask('198.51.100.7', new Date(NOW.getTime() + i * 10_000))).status).toBe(
            200,
          );
        const refused = await ask('198.51.100.7', new Date(NOW.getTime() + 30_000), 'zh');
        expect(refused.status).toBe(429);
        // The first of the three leaves the one-minute window 30 seconds later.
        expect(refused.headers.get('retry-after')).toBe('30');
        expect((await refused.json()).message).toBe('您的查询过于频繁，请 30 秒后再试。');
        // Another client has its own budget; a refused lookup does not count.
        expect((await ask('198.51.100.8', new Date(NOW.getTime() + 30_000))).status).toBe(200);
        expect((await ask('198.51.100.7', new Date(NOW.getTime() + 60_001))).status).toBe(200);
        const hits = await opened.db
          .selectFrom('rate_limit_hits')
          .select('client_key')
          .where('bucket', '=', 'tracking')
          .execute();
        // Stored as hashes, never the address.
        expect(JSON.stringify(hits)).not.toContain('198.51.100.7');
      });

      it('never lets parallel requests past the limit together', async () => {
        const limit = { bucket: 'test-parallel', max: 3, windowMs: 60_000 };
        const outcomes = await Promise.all(
          Array.from({ length: 12 }, () => consumeRateLimit(opened.db, limit, 'same-client', NOW)),
        );
        const passed = outcomes.filter((o) => o.ok).length;
        expect(passed).toBeGreaterThanOrEqual(1);
        expect(passed).toBeLessThanOrEqual(3);
        for (const o of outcomes) if (!o.ok) expect(o.retryAfterSeconds).toBe(60);
        // Refused requests were not counted: only the ones that passed are stored.
        const stored = await opened.db
          .selectFrom('rate_limit_hits')
          .select('id')
          .where('bucket', '=', limit.bucket)
          .execute();
        expect(stored).toHaveLength(passed);
      });
    });
  });
}
