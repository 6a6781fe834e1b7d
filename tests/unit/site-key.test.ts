import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeSiteKey, readEnv } from '@/config/env';
import { siteSecretKey } from '@/lib/crypto/site-key';

const key = randomBytes(32);
const keyFrom = (settings: Record<string, string>) => siteSecretKey(readEnv(settings));

describe("the site's secret key", () => {
  const dir = mkdtempSync(join(tmpdir(), 'bw-key-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is written as hex or base64; RESUME_KEY holding anything else stops the start', () => {
    expect(keyFrom({ RESUME_KEY: key.toString('hex') }).equals(key)).toBe(true);
    expect(keyFrom({ RESUME_KEY: ` ${key.toString('base64')}\n` }).equals(key)).toBe(true);
    for (const bad of ['secret', key.toString('hex').slice(2), randomBytes(16).toString('base64')])
      expect(() => readEnv({ RESUME_KEY: bad })).toThrow(
        /RESUME_KEY must hold a 256-bit key: 64 hexadecimal digits or 44 characters of base64/,
      );
  });

  it('is made once in its file, readable only by its owner, and kept', () => {
    const file = join(dir, 'nested', 'resume.key');
    const made = keyFrom({ RESUME_KEY_FILE: file });
    expect(made).toHaveLength(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(decodeSiteKey(readFileSync(file, 'utf8'))?.equals(made)).toBe(true);
    // Another process (no cache) reads the same file: the same key.
    const other = join(dir, 'other.key');
    writeFileSync(other, readFileSync(file));
    expect(keyFrom({ RESUME_KEY_FILE: other }).equals(made)).toBe(true);
  });

  it('refuses a key file that holds no key', () => {
    const file = join(dir, 'bad.key');
    writeFileSync(file, 'not a key\n');
    expect(() => keyFrom({ RESUME_KEY_FILE: file })).toThrow(/bad\.key must hold a 256-bit key/);
  });

  it('is never made on PostgreSQL, which several instances share: RESUME_KEY is asked for', () => {
    const postgres = 'postgres://site@db.internal/bridgeway';
    const missing = join(dir, 'shared', 'resume.key');
    expect(() => keyFrom({ DATABASE_URL: postgres, RESUME_KEY_FILE: missing })).toThrow(
      /RESUME_KEY must be set .* when DATABASE_URL is PostgreSQL/,
    );
    expect(existsSync(missing)).toBe(false);
    // A key given in the environment or in an existing file is used.
    expect(keyFrom({ DATABASE_URL: postgres, RESUME_KEY: key.toString('hex') }).equals(key)).toBe(
      true,
    );
    const file = join(dir, 'given.key');
    writeFileSync(file, `${key.toString('base64')}\n`);
    expect(keyFrom({ DATABASE_URL: postgres, RESUME_KEY_FILE: file }).equals(key)).toBe(true);
  });
});
