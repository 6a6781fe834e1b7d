import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptResume, encryptResume } from '@/lib/careers/resume-files';
import { pdfBytes } from '../support/resume-bytes';

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
});
