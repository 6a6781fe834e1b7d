import { EventEmitter } from 'node:events';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BlockList } from 'node:net';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { describe, expect, it } from 'vitest';
import { createMetrics, routeClass } from '../../server/metrics.mjs';
import { trustedProxies } from '../../server/forwarded.mjs';
import {
  recordContentSync,
  recordIngestedEvents,
  recordJobInterval,
  recordJobRun,
  recordMailFailure,
  recordSignIn,
  registerAppMetrics,
  registerPoolGauges,
} from '@/lib/metrics';
import { siteJobs } from '@/lib/jobs/registry';
import { MAIL_KIND_READERS } from '@/lib/mail/readers';
import { databaseSetups, useDatabase } from '../support/db';

const TOKEN = 'a-metrics-token-of-some-length';

/** A request as the server sees it: its peer, path and headers. */
const request = (remoteAddress: string, headers: Record<string, string> = {}, url = '/metrics') =>
  ({ socket: { remoteAddress }, headers, url, method: 'GET' }) as unknown as IncomingMessage;

/** A response that keeps what is written to it, and finishes when told. */
function response() {
  const res = Object.assign(new EventEmitter(), {
    statusCode: 200,
    head: {} as Record<string, string>,
    body: '',
    writeHead(status: number, head: Record<string, string>) {
      res.statusCode = status;
      res.head = head;
    },
    end(body?: string) {
      res.body = body ?? '';
      res.emit('finish');
    },
  });
  return res;
}

/**
 * The series the alert rules and the dashboard read: each metric they name (a histogram's by its
 * _bucket, _sum or _count) with the label values they select (`=` and `=~"a|b"`).
 */
function namedSeries() {
  const named = new Map<string, Map<string, Set<string>>>();
  for (const file of ['deploy/prometheus-alerts.yml', 'deploy/grafana-dashboard.json']) {
    const text = readFileSync(file, 'utf8').replaceAll('\\"', '"');
    const found = [...text.matchAll(/\b(bridgeway_[a-z_]+)(?:\{([^}]*)\})?/g)];
    expect(found.length, file).toBeGreaterThan(5);
    for (const [, name, selector] of found) {
      const labels = named.get(name!) ?? new Map<string, Set<string>>();
      named.set(name!, labels);
      for (const [, label, values] of (selector ?? '').matchAll(/(\w+)\s*=~?\s*"([^"]*)"/g))
        for (const value of values!.split('|'))
          labels.set(label!, (labels.get(label!) ?? new Set()).add(value));
    }
  }
  return named;
}

describe('/metrics from the first scrape', () => {
  const database = useDatabase(databaseSetups()[0]!);

  it('has every series the alert rules and the dashboard read, at 0 before any event', async () => {
    // What the server does at start: its own metrics, then the app's (src/instrumentation.ts).
    const metrics = createMetrics({ trusted: trustedProxies(undefined), pageCacheSize: () => 0 });
    registerAppMetrics({
      getDb: async () => database.db(),
      backupsScheduled: false,
      jobs: siteJobs,
      mailKinds: Object.keys(MAIL_KIND_READERS),
    });

    const res = response();
    await metrics.answer(res as unknown as ServerResponse);
    const families = new Map(parsePrometheusTextFormat(res.body).map((f) => [f.name, f]));
    const missing: string[] = [];
    const notZero: string[] = [];
    for (const [name, labels] of namedSeries()) {
      const family = families.get(name.replace(/_(bucket|sum|count)$/, ''));
      const samples = family?.metrics ?? [];
      if (samples.length === 0) missing.push(name);
      for (const [label, values] of labels)
        for (const value of values)
          if (!samples.some((s) => s.labels?.[label] === value))
            missing.push(`${name}{${label}="${value}"}`);
      // prom-client's process metrics measure the process, which has run by now.
      if (/^bridgeway_(process|nodejs)_/.test(name)) continue;
      for (const s of samples)
        // A histogram's count is its +Inf bucket.
        if ((family!.type === 'HISTOGRAM' ? s.buckets?.['+Inf'] : s.value) !== '0')
          notZero.push(`${name}${JSON.stringify(s.labels ?? {})}`);
    }
    expect(missing).toEqual([]);
    expect(notZero).toEqual([]);
  });
});

describe('who may read /metrics', () => {
  const metrics = createMetrics({
    trusted: trustedProxies('10.0.0.0/8'),
    token: TOKEN,
    pageCacheSize: () => 0,
  });

  it('loopback, the trusted proxies, and a request with the token', () => {
    expect(metrics.allowed(request('127.0.0.1'))).toBe(true);
    expect(metrics.allowed(request('::1'))).toBe(true);
    expect(metrics.allowed(request('::ffff:127.0.0.1'))).toBe(true);
    expect(metrics.allowed(request('10.1.2.3'))).toBe(true);
    expect(metrics.allowed(request('203.0.113.9', { authorization: `Bearer ${TOKEN}` }))).toBe(
      true,
    );
  });

  it('nobody else, whatever they send', () => {
    expect(metrics.allowed(request('203.0.113.9'))).toBe(false);
    expect(metrics.allowed(request('203.0.113.9', { authorization: `Bearer ${TOKEN}x` }))).toBe(
      false,
    );
    expect(metrics.allowed(request('203.0.113.9', { authorization: TOKEN }))).toBe(false);
    // A forwarded address is the proxy's word: it does not open the metrics to anyone.
    expect(metrics.allowed(request('203.0.113.9', { 'x-forwarded-for': '127.0.0.1' }))).toBe(false);
    // Without a token set, no bearer opens them.
    const tokenless = createMetrics({
      trusted: new BlockList(),
      pageCacheSize: () => 0,
    });
    expect(tokenless.allowed(request('203.0.113.9', { authorization: 'Bearer ' }))).toBe(false);
    expect(tokenless.allowed(request('10.1.2.3'))).toBe(false);
  });

  it('judges a forwarded request as the client it was forwarded for', () => {
    const behindLoopback = createMetrics({
      trusted: trustedProxies(undefined),
      token: TOKEN,
      pageCacheSize: () => 0,
    });
    const outside = { 'x-forwarded-for': '203.0.113.77' };
    // A proxy on this host or a trusted one, forwarding an outside client: that client's answer.
    expect(behindLoopback.allowed(request('127.0.0.1', outside))).toBe(false);
    expect(
      behindLoopback.allowed(request('::1', { 'x-forwarded-for': '6.6.6.6, 203.0.113.77' })),
    ).toBe(false);
    expect(metrics.allowed(request('10.1.2.3', outside))).toBe(false);
    // A proxy on loopback that is no trusted proxy: its header is not believed, but it says the
    // request is not loopback's own.
    expect(metrics.allowed(request('127.0.0.1', outside))).toBe(false);
    // The token opens them to the forwarded client, as to any other.
    expect(
      behindLoopback.allowed(
        request('127.0.0.1', { ...outside, authorization: `Bearer ${TOKEN}` }),
      ),
    ).toBe(true);
    // Forwarded for a client the walk cannot name, or in a header the server does not read.
    expect(behindLoopback.allowed(request('127.0.0.1', { 'x-forwarded-for': 'unknown' }))).toBe(
      false,
    );
    expect(behindLoopback.allowed(request('127.0.0.1', { forwarded: 'for=203.0.113.77' }))).toBe(
      false,
    );
    expect(behindLoopback.allowed(request('127.0.0.1', { 'x-real-ip': '203.0.113.77' }))).toBe(
      false,
    );
    // Forwarded for loopback or through trusted proxies only, and a direct request: as before.
    expect(behindLoopback.allowed(request('127.0.0.1', { 'x-forwarded-for': '127.0.0.1' }))).toBe(
      true,
    );
    expect(metrics.allowed(request('10.1.2.3', { 'x-forwarded-for': '10.9.8.7' }))).toBe(true);
    expect(behindLoopback.allowed(request('127.0.0.1'))).toBe(true);
  });

  it('classes requests by where they go, never by their path', () => {
    expect(routeClass('/')).toBe('page');
    expect(routeClass('/zh/query-price?from=SZX')).toBe('page');
    expect(routeClass('/api/quotes')).toBe('api');
    expect(routeClass('/console/enquiries')).toBe('console');
    expect(routeClass('/zh/console')).toBe('console');
    expect(routeClass('/_next/static/chunks/a.js')).toBe('static');
    expect(routeClass('/news-media/x/cover.webp')).toBe('static');
    expect(routeClass('/favicon.ico')).toBe('static');
  });
});

for (const setup of databaseSetups()) {
  describe(`/metrics in Prometheus's text format (${setup.name})`, () => {
    const database = useDatabase(setup);

    it('parses, names every family with its help, and counts what happened', async () => {
      const { db } = database.db();
      await db
        .insertInto('mail_outbox')
        .values({
          kind: 'enquiry-sales',
          dedupe_key: `metrics-${setup.name}`,
          to_address: 'sales@bridgeway.example',
          reply_to: null,
          subject: 'x',
          text_body: 'x',
          headers: null,
          attachments: null,
          status: 'pending',
          attempts: 0,
          created_at: new Date(Date.now() - 120_000).toISOString(),
          next_attempt_at: new Date().toISOString(),
          claimed_until: null,
          sent_at: null,
          last_error: null,
        })
        .execute();
      await db
        .insertInto('backup_runs')
        .values({ started_at: '2026-11-27T19:00:00.000Z', duration_ms: 80, outcome: 'ok' })
        .execute();
      registerAppMetrics({
        getDb: async () => database.db(),
        backupsScheduled: true,
        jobs: siteJobs,
        mailKinds: Object.keys(MAIL_KIND_READERS),
      });

      const metrics = createMetrics({
        trusted: trustedProxies(undefined),
        pageCacheSize: () => 7,
      });
      for (const [url, status] of [
        ['/', 200],
        ['/api/quotes', 422],
        ['/console', 303],
      ] as const) {
        const res = response();
        metrics.observe(request('127.0.0.1', {}, url), res as unknown as ServerResponse);
        res.statusCode = status;
        res.end();
      }
      metrics.cacheLookup(true);
      metrics.cacheLookup(false);
      recordJobInterval('backup', 600);
      registerPoolGauges({ totalCount: 3, idleCount: 2, waitingCount: 0 });
      recordJobRun('backup', true, 0.5, new Date('2026-11-27T19:00:01Z'));
      recordJobRun('scheduled articles', false, 0.1, new Date());
      recordSignIn('success');
      recordSignIn('failure');
      recordSignIn('lockout');
      recordIngestedEvents(40);
      recordMailFailure('tracking-status');
      recordContentSync(12, 1.5);

      const res = response();
      await metrics.answer(res as unknown as ServerResponse);
      expect(res.head['Content-Type']).toMatch(/^text\/plain; version=0\.0\.4/);
      const families = new Map(parsePrometheusTextFormat(res.body).map((f) => [f.name, f]));
      const value = (name: string, labels: Record<string, string> = {}) =>
        families
          .get(name)
          ?.metrics.find((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v))
          ?.value;

      for (const family of families.values()) expect(family.help, family.name).not.toBe('');
      expect(
        Number(value('bridgeway_http_requests_total', { class: 'page', status: '2xx' })),
      ).toBeGreaterThanOrEqual(1);
      expect(
        Number(value('bridgeway_http_requests_total', { class: 'api', status: '4xx' })),
      ).toBeGreaterThanOrEqual(1);
      expect(families.get('bridgeway_http_request_duration_seconds')?.type).toBe('HISTOGRAM');
      expect(value('bridgeway_page_cache_entries')).toBe('7');
      expect(
        Number(value('bridgeway_page_cache_lookups_total', { result: 'hit' })),
      ).toBeGreaterThanOrEqual(1);
      expect(value('bridgeway_job_last_success_timestamp_seconds', { job: 'backup' })).toBe(
        String(Date.parse('2026-11-27T19:00:01Z') / 1000),
      );
      expect(
        Number(value('bridgeway_job_failures_total', { job: 'scheduled articles' })),
      ).toBeGreaterThanOrEqual(1);
      for (const outcome of ['success', 'failure', 'lockout'])
        expect(
          Number(value('bridgeway_staff_sign_in_attempts_total', { outcome })),
        ).toBeGreaterThanOrEqual(1);
      expect(Number(value('bridgeway_tracking_ingested_events_total'))).toBeGreaterThanOrEqual(40);
      expect(
        Number(value('bridgeway_mail_failures_total', { kind: 'tracking-status' })),
      ).toBeGreaterThanOrEqual(1);
      expect(value('bridgeway_content_sync_lag_seconds')).toBe('1.5');
      expect(Number(value('bridgeway_mail_outbox_pending'))).toBe(1);
      expect(Number(value('bridgeway_mail_outbox_oldest_pending_seconds'))).toBeGreaterThanOrEqual(
        120,
      );
      expect(value('bridgeway_backup_last_success_timestamp_seconds')).toBe(
        String(Date.parse('2026-11-27T19:00:00Z') / 1000),
      );
      expect(value('bridgeway_backups_scheduled')).toBe('1');
      expect(value('bridgeway_job_interval_seconds', { job: 'backup' })).toBe('600');
      expect(value('bridgeway_db_pool_connections', { state: 'idle' })).toBe('2');
      expect(families.has('bridgeway_process_cpu_seconds_total')).toBe(true);
    });
  });
}
