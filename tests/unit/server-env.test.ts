import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { serverEnv } from '../../server/env.mjs';

describe("the production server's settings (server/env.mjs)", () => {
  it('has the defaults of next start; empty is unset', () => {
    const settings = serverEnv({ PORT: '', HOST: ' ', DEFER_SCRIPTS: '' });
    expect(settings).toMatchObject({
      PORT: 3000,
      SHUTDOWN_GRACE_MS: 10_000,
      DEFER_SCRIPTS: true,
      PAGE_CACHE: true,
    });
    expect(settings.HOST).toBeUndefined();
    expect(settings.TRUSTED_PROXIES.check('127.0.0.1', 'ipv4')).toBe(true);
  });

  it('reads each variable typed; an empty TRUSTED_PROXIES trusts no proxy', () => {
    const settings = serverEnv({
      PORT: '3500',
      HOST: '127.0.0.1',
      SHUTDOWN_GRACE_MS: '0',
      DEFER_SCRIPTS: 'off',
      PAGE_CACHE: 'off',
      TRUSTED_PROXIES: '',
      WECHAT_QR: 'https://cdn.example/qr.png',
    });
    expect(settings).toMatchObject({
      PORT: 3500,
      HOST: '127.0.0.1',
      SHUTDOWN_GRACE_MS: 0,
      DEFER_SCRIPTS: false,
      PAGE_CACHE: false,
      WECHAT_QR: 'https://cdn.example/qr.png',
    });
    expect(settings.TRUSTED_PROXIES.check('127.0.0.1', 'ipv4')).toBe(false);
  });

  it('names every variable that holds an invalid value', () => {
    expect(() =>
      serverEnv({
        PORT: 'http',
        SHUTDOWN_GRACE_MS: '10s',
        TRUSTED_PROXIES: 'proxy.internal',
        DEFER_SCRIPTS: 'no',
        PAGE_CACHE: 'yes',
        WECHAT_QR: 'qr.png',
      }),
    ).toThrow(
      'Invalid environment: PORT must be a port number, 1 to 65535; SHUTDOWN_GRACE_MS must be a whole number of milliseconds, at most an hour; TRUSTED_PROXIES: "proxy.internal" is not an address or CIDR range; DEFER_SCRIPTS must be on or off; PAGE_CACHE must be on or off; WECHAT_QR must be a path under public/ or an https URL',
    );
    expect(() => serverEnv({ PORT: '70000' })).toThrow('PORT must be a port number');
  });

  it('stops the server before it starts, naming the variable', () => {
    const run = spawnSync(process.execPath, ['server/index.mjs'], {
      env: { ...process.env, PORT: 'http' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Invalid environment: PORT must be a port number');
  });
});
