import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from '@/lib/http/attachment';

describe('attachmentDisposition', () => {
  it('names an ASCII file plainly and exactly', () => {
    expect(attachmentDisposition('cv.pdf')).toBe(
      `attachment; filename="cv.pdf"; filename*=UTF-8''cv.pdf`,
    );
  });

  it('keeps a Chinese name in filename* and replaces it, quotes and backslashes in filename', () => {
    const value = attachmentDisposition('简历 "王"\\(1).pdf');
    expect(value).toBe(
      `attachment; filename="__ ____(1).pdf"; filename*=UTF-8''%E7%AE%80%E5%8E%86%20%22%E7%8E%8B%22%5C%281%29.pdf`,
    );
    const encoded = value.split("UTF-8''")[1]!;
    expect(decodeURIComponent(encoded)).toBe('简历 "王"\\(1).pdf');
  });
});
