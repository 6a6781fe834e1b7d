import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  decryptResume,
  encryptResume,
  parseResumeKey,
  resumeKey,
} from '@/lib/careers/resume-files';
import { pdfBytes } from '../resume-bytes';

/** The first bytes of a DOCX (a ZIP) and of a DOC (an OLE file), with some content after. */
const docxBytes = () =>
  Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.from('word/document.xml')]);
const docBytes = () => Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(64, 7)]);

const key = randomBytes(32);

describe('résumé encryption', () => {
  it('gives back the uploaded file, and nothing of it is readable as stored', () => {
    for (const file of [pdfBytes(), docxBytes(), docBytes(), Buffer.alloc(0)]) {
      const stored = encryptResume(file, 'BW-261122-AAAAAA', key);
      expect(stored.byteLength).toBe(file.byteLength + 32);
      expect(Buffer.from(stored).subarray(0, 4).toString()).toBe('BWR1');
      if (file.length) expect(Buffer.from(stored).includes(file.subarray(0, 8))).toBe(false);
      expect(decryptResume(stored, 'BW-261122-AAAAAA', key).equals(file)).toBe(true);
    }
    // A new IV each time: the same file never looks the same twice.
    const a = encryptResume(pdfBytes(), 'BW-261122-AAAAAA', key);
    const b = encryptResume(pdfBytes(), 'BW-261122-AAAAAA', key);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(false);
  });

  it('refuses another key, another application and a changed byte', () => {
    const stored = encryptResume(pdfBytes(), 'BW-261122-AAAAAA', key);
    expect(() => decryptResume(stored, 'BW-261122-AAAAAA', randomBytes(32))).toThrow(
      /cannot be decrypted: RESUME_KEY/,
    );
    expect(() => decryptResume(stored, 'BW-261122-BBBBBB', key)).toThrow(/cannot be decrypted/);
    const changed = Buffer.from(stored);
    changed[40] = changed[40]! ^ 1;
    expect(() => decryptResume(changed, 'BW-261122-AAAAAA', key)).toThrow(/cannot be decrypted/);
    expect(() => decryptResume(Buffer.from('BWR1short'), 'BW-1', key)).toThrow(/truncated/);
  });

  it('reads a résumé stored before encryption as it is', () => {
    expect(decryptResume(pdfBytes(), 'BW-261122-AAAAAA', key).equals(pdfBytes())).toBe(true);
    expect(decryptResume(docxBytes(), 'BW-261122-AAAAAA', key).equals(docxBytes())).toBe(true);
    expect(decryptResume(docBytes(), 'BW-261122-AAAAAA', key).equals(docBytes())).toBe(true);
  });

  it('takes a key as hex or base64 and says what is wrong with anything else', () => {
    expect(parseResumeKey(key.toString('hex'), 'RESUME_KEY').equals(key)).toBe(true);
    expect(parseResumeKey(` ${key.toString('base64')}\n`, 'RESUME_KEY').equals(key)).toBe(true);
    for (const bad of [
      '',
      'secret',
      key.toString('hex').slice(2),
      randomBytes(16).toString('base64'),
    ])
      expect(() => parseResumeKey(bad, 'RESUME_KEY')).toThrow(
        /RESUME_KEY must hold a 256-bit key: 64 hexadecimal digits or 44 characters of base64/,
      );
  });
});

describe('the résumé key', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bw-key-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is made once in its file, readable only by its owner, and kept', () => {
    const file = join(dir, 'nested', 'resume.key');
    const made = resumeKey({ RESUME_KEY_FILE: file });
    expect(made).toHaveLength(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(parseResumeKey(readFileSync(file, 'utf8'), file).equals(made)).toBe(true);
    // Another process (no cache) reads the same file: the same key.
    const other = join(dir, 'other.key');
    writeFileSync(other, readFileSync(file));
    expect(resumeKey({ RESUME_KEY_FILE: other }).equals(made)).toBe(true);
  });

  it('comes from RESUME_KEY when it is set, and a bad one is refused', () => {
    expect(resumeKey({ RESUME_KEY: key.toString('hex') }).equals(key)).toBe(true);
    const file = join(dir, 'bad.key');
    writeFileSync(file, 'not a key\n');
    expect(() => resumeKey({ RESUME_KEY_FILE: file })).toThrow(/bad\.key must hold a 256-bit key/);
  });

  it('is never made on PostgreSQL, which several instances share: RESUME_KEY is asked for', () => {
    const postgres = 'postgres://site@db.internal/bridgeway';
    const missing = join(dir, 'shared', 'resume.key');
    expect(() => resumeKey({ DATABASE_URL: postgres, RESUME_KEY_FILE: missing })).toThrow(
      /RESUME_KEY must be set .* when DATABASE_URL is PostgreSQL/,
    );
    expect(existsSync(missing)).toBe(false);
    // A key given in the environment or in an existing file is used.
    expect(resumeKey({ DATABASE_URL: postgres, RESUME_KEY: key.toString('hex') }).equals(key)).toBe(
      true,
    );
    const file = join(dir, 'given.key');
    writeFileSync(file, `${key.toString('base64')}\n`);
    expect(resumeKey({ DATABASE_URL: postgres, RESUME_KEY_FILE: file }).equals(key)).toBe(true);
  });
});
