import { describe, expect, it } from 'vitest';
import { readEnv } from '@/config/env';
import { careersRateLimit } from '@/lib/careers/store';
import { enquiryRateLimit } from '@/lib/enquiries/store';
import { trackingLookupLimit } from '@/lib/tracking/lookup';

describe('rate limits an operator sets', () => {
  it('takes a positive integer; anything else stops the start, naming the variable', () => {
    expect(readEnv({ CAREERS_RATE_LIMIT: ' 12 ' }).CAREERS_RATE_LIMIT).toBe(12);
    expect(readEnv({ CAREERS_RATE_LIMIT: '' }).CAREERS_RATE_LIMIT).toBeUndefined();
    for (const setting of ['0', '-3', '2.5', 'ten', '1e400'])
      expect(() => readEnv({ ENQUIRY_RATE_LIMIT: setting })).toThrow(/ENQUIRY_RATE_LIMIT must be/);
  });

  it('each form and lookup has its own bucket, default and window', () => {
    expect(careersRateLimit(undefined)).toEqual({ bucket: 'careers', max: 5, windowMs: 600_000 });
    expect(enquiryRateLimit(undefined)).toEqual({ bucket: 'enquiry', max: 5, windowMs: 600_000 });
    expect(trackingLookupLimit(undefined)).toEqual({
      bucket: 'tracking',
      max: 60,
      windowMs: 60_000,
    });
    expect(enquiryRateLimit(40).max).toBe(40);
  });
});
