import { describe, expect, it } from 'vitest';
import { careersRateLimit } from '@/lib/careers/store';
import { enquiryRateLimit } from '@/lib/enquiries/store';
import { configuredLimit } from '@/lib/http/rate-limit';
import { trackingLookupLimit } from '@/lib/tracking/lookup';

describe('rate limits an operator sets', () => {
  it('takes a positive integer and falls back to the default for anything else', () => {
    expect(configuredLimit('b', '12', 5, 1000)).toEqual({ bucket: 'b', max: 12, windowMs: 1000 });
    for (const setting of [undefined, '', '0', '-3', '2.5', 'ten', '1e400'])
      expect(configuredLimit('b', setting, 5, 1000).max).toBe(5);
  });

  it('each form and lookup has its own bucket, default and window', () => {
    expect(careersRateLimit(undefined)).toEqual({ bucket: 'careers', max: 5, windowMs: 600_000 });
    expect(enquiryRateLimit(undefined)).toEqual({ bucket: 'enquiry', max: 5, windowMs: 600_000 });
    expect(trackingLookupLimit(undefined)).toEqual({
      bucket: 'tracking',
      max: 60,
      windowMs: 60_000,
    });
    expect(enquiryRateLimit('40').max).toBe(40);
  });
});
