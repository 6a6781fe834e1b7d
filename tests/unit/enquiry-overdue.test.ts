import { describe, expect, it } from 'vitest';
import { isOverdue, overdueBefore, overdueSince } from '@/lib/enquiries/overdue';

// 2026-11-27 is a Friday; Beijing is UTC+8.
const at = (beijing: string) => new Date(`${beijing}+08:00`);

describe('overdue enquiries (one business day, Beijing time)', () => {
  it('is due by the end of the first business day after the day received', () => {
    // Monday 10:00 → overdue from Wednesday 00:00.
    expect(overdueSince(at('2026-11-23T10:00:00'))).toEqual(at('2026-11-25T00:00:00'));
    // Thursday late evening → overdue from Saturday 00:00 (due Friday).
    expect(overdueSince(at('2026-11-26T23:59:00'))).toEqual(at('2026-11-28T00:00:00'));
    // Friday evening, Saturday and Sunday → overdue from Tuesday 00:00 (due Monday).
    for (const received of ['2026-11-27T19:00:00', '2026-11-28T09:00:00', '2026-11-29T23:00:00'])
      expect(overdueSince(at(received))).toEqual(at('2026-12-01T00:00:00'));
    // The Beijing date counts, not the UTC one: Friday 01:00 in Beijing is Thursday in UTC.
    expect(overdueSince(at('2026-11-27T01:00:00'))).toEqual(at('2026-12-01T00:00:00'));
  });

  it('gives the SQL threshold that agrees with overdueSince', () => {
    // On a Tuesday, what came before Monday 00:00 (Friday, the weekend) is overdue.
    expect(overdueBefore(at('2026-12-01T09:00:00'))).toBe(at('2026-11-30T00:00:00').toISOString());
    // On Monday and over the weekend, only what came before Friday 00:00.
    for (const now of ['2026-11-30T23:00:00', '2026-11-29T12:00:00', '2026-11-28T00:00:00'])
      expect(overdueBefore(at(now))).toBe(at('2026-11-27T00:00:00').toISOString());
    // Every hour of two weeks against every receipt time of the week before: the same answer.
    for (let h = 0; h < 14 * 24; h += 5) {
      const now = new Date(at('2026-11-23T00:30:00').getTime() + h * 3_600_000);
      for (let r = 1; r < 14 * 24; r += 7) {
        const received = new Date(now.getTime() - r * 3_600_000);
        expect(received.toISOString() < overdueBefore(now)).toBe(now >= overdueSince(received));
      }
    }
  });

  it('marks only enquiries still new', () => {
    const received = '2026-11-27T11:00:00.000Z';
    expect(isOverdue('new', received, at('2026-12-01T00:00:00'))).toBe(true);
    expect(isOverdue('new', received, at('2026-11-30T23:59:59'))).toBe(false);
    expect(isOverdue('contacted', received, at('2026-12-05T00:00:00'))).toBe(false);
  });
});
