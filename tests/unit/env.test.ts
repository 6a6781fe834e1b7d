import { afterEach, describe, expect, it } from 'vitest';
import { env, readEnv } from '@/config/env';

describe('the runtime settings (src/config/env.ts)', () => {
  const previous = process.env.CAREERS_RATE_LIMIT;
  afterEach(() => {
    if (previous === undefined) delete process.env.CAREERS_RATE_LIMIT;
    else process.env.CAREERS_RATE_LIMIT = previous;
  });

  it('leaves what is unset, empty or blank to its feature’s default', () => {
    const blank = readEnv({ SMTP_URL: '', MAIL_POLL_MS: ' ', TRACKING_DEMO: '', RESUME_KEY: '' });
    expect(Object.values(blank).filter((value) => value !== undefined)).toEqual([]);
    expect(readEnv({})).toEqual(blank);
  });

  it('gives typed values, trimmed', () => {
    expect(
      readEnv({
        DATABASE_URL: ' postgres://db/site ',
        MAIL_POLL_MS: '500',
        ENQUIRY_RETENTION_DAYS: '0',
        TRACKING_DEMO: 'On',
        MAIL_FROM: 'BridgeWay <no-reply@bridgeway.example>',
      }),
    ).toMatchObject({
      DATABASE_URL: 'postgres://db/site',
      MAIL_POLL_MS: 500,
      ENQUIRY_RETENTION_DAYS: 0,
      TRACKING_DEMO: true,
      MAIL_FROM: 'BridgeWay <no-reply@bridgeway.example>',
    });
  });

  it('names every variable that holds an invalid value, in one error', () => {
    expect(() =>
      readEnv({ TRACKING_RATE_LIMIT: 'lots', ENQUIRY_RETENTION_DAYS: '-1', SALES_INBOX: 'x' }),
    ).toThrow(
      'Invalid environment: SALES_INBOX must be an email address; TRACKING_RATE_LIMIT must be a whole number of requests; ENQUIRY_RETENTION_DAYS must be a whole number of days',
    );
  });

  it('reads the process’s variables once, and again only when one has changed', () => {
    process.env.CAREERS_RATE_LIMIT = '7';
    const first = env();
    expect(first.CAREERS_RATE_LIMIT).toBe(7);
    expect(env()).toBe(first);
    process.env.CAREERS_RATE_LIMIT = 'seven';
    expect(() => env()).toThrow('CAREERS_RATE_LIMIT must be a whole number');
  });
});
