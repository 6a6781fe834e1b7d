import { describe, expect, it } from 'vitest';
import { minute, sinceOf, table, UsageError } from '../../scripts/lib/cli';

describe('the CLIs’ library', () => {
  it('pads columns to their widest cell by characters, without trailing spaces', () => {
    expect(
      table(
        ['reference', 'name', 'mail'],
        [
          ['A1', '李伟', '—'],
          ['B22', 'Anna', ''],
        ],
      ).split('\n'),
    ).toEqual([
      'reference  name  mail',
      '---------  ----  ----',
      'A1         李伟    —',
      'B22        Anna',
    ]);
    expect(table(['id'], [])).toBe('id\n--');
  });

  it('reads --since as a date or a UTC time, and refuses anything else as a usage error', () => {
    expect(sinceOf(undefined)).toBeUndefined();
    expect(sinceOf('2026-11-01')).toBe('2026-11-01T00:00:00.000Z');
    expect(sinceOf('2026-11-01T08:30Z')).toBe('2026-11-01T08:30:00.000Z');
    for (const wrong of ['yesterday', '2026-13-01', '1/11/2026'])
      expect(() => sinceOf(wrong)).toThrow(UsageError);
    expect(() => sinceOf('yesterday')).toThrow(
      '--since takes a date like 2026-11-01, not "yesterday"',
    );
  });

  it('shows times to the minute', () => {
    expect(minute('2026-11-24T06:05:59.123Z')).toBe('2026-11-24 06:05');
  });
});
