import { describe, expect, it } from 'vitest';
import { searchParam, searchParamList, searchParamRecord } from '@/lib/http/search-params';

describe('reading a query string', () => {
  const url = (search: string) => new URLSearchParams(search);

  it('takes a parameter’s first non-blank value, trimmed, from either form of query', () => {
    expect(searchParam(url('to=US'), 'to')).toBe('US');
    expect(searchParam(url('to=&to=%20&to=+DE+&to=US'), 'to')).toBe('DE');
    expect(searchParam({ to: ['', ' DE ', 'US'] }, 'to')).toBe('DE');
    expect(searchParam({ to: ' US' }, 'to')).toBe('US');
    for (const blank of [url(''), url('to='), url('to=+'), { to: undefined }, { to: ['', ' '] }])
      expect(searchParam(blank, 'to')).toBeUndefined();
  });

  it('gives no value over the caller’s length', () => {
    expect(searchParam(url('offer=BW-AIR-US'), 'offer', 9)).toBe('BW-AIR-US');
    expect(searchParam(url('offer=BW-AIR-USX'), 'offer', 9)).toBeUndefined();
  });

  it('keeps a list’s values in order, trimmed, blanks in their place', () => {
    expect(searchParamList(url('qty=2&qty=&qty=+3'), 'qty')).toEqual(['2', '', '3']);
    expect(searchParamList({ qty: '1' }, 'qty')).toEqual(['1']);
    expect(searchParamList({}, 'qty')).toEqual([]);
  });

  it('reads every given parameter by the same rule', () => {
    expect(searchParamRecord(url('from=&to=+US&to=DE&mode=air&x=1'))).toEqual({
      to: 'US',
      mode: 'air',
      x: '1',
    });
  });
});
