import { searchParam, searchParamList, type SearchParams } from '@/lib/http/search-params';
import { modes, type Mode } from './schema';

/** Carton lines the form shows without JavaScript (more are kept when a query has more). */
export const CARTON_ROWS = 4;

export type CartonRow = { qty: string; len: string; wid: string; hei: string; wt: string };
export type PriceFormValues = {
  from: string;
  to: string;
  goods: string;
  units: string;
  rows: CartonRow[];
};
export type PriceSearch = {
  values: PriceFormValues;
  /** The request for the validation schema; numbers stay numbers, blanks are left out. */
  input: Record<string, unknown>;
  /** Form line (1-based) of each carton in `input.cartons`, for error messages. */
  rowOfCarton: number[];
  sort: 'price' | 'time';
  mode: Mode | undefined;
};

const number = (text: string) => (text.trim() === '' ? undefined : Number(text));

/**
 * The price lookup's query string (from, to, goods, units and the repeated carton fields qty, len,
 * wid, hei, wt, plus sort and mode for the view) as form values and a request to validate.
 */
export function readPriceSearch(params: SearchParams): PriceSearch {
  const text = (key: string) => searchParam(params, key) ?? '';
  const columns = {
    qty: searchParamList(params, 'qty'),
    len: searchParamList(params, 'len'),
    wid: searchParamList(params, 'wid'),
    hei: searchParamList(params, 'hei'),
    wt: searchParamList(params, 'wt'),
  };
  const count = Math.max(...Object.values(columns).map((c) => c.length), 0);
  const rows: CartonRow[] = Array.from({ length: count }, (_, i) => ({
    qty: columns.qty[i] ?? '',
    len: columns.len[i] ?? '',
    wid: columns.wid[i] ?? '',
    hei: columns.hei[i] ?? '',
    wt: columns.wt[i] ?? '',
  }));
  const filled = rows
    .map((row, i) => ({ row, line: i + 1 }))
    .filter(({ row }) => Object.values(row).some((v) => v.trim() !== ''));

  const values = {
    from: text('from'),
    to: text('to'),
    goods: text('goods'),
    units: text('units'),
    rows,
  };
  const input: Record<string, unknown> = {
    origin: values.from,
    destination: values.to,
    cartons: filled.map(({ row }) => ({
      quantity: number(row.qty),
      length: number(row.len),
      width: number(row.wid),
      height: number(row.hei),
      weight: number(row.wt),
    })),
  };
  if (values.goods) input.goods = values.goods;
  if (values.units) input.units = values.units;
  const mode = text('mode');
  return {
    values,
    input,
    rowOfCarton: filled.map(({ line }) => line),
    sort: text('sort') === 'time' ? 'time' : 'price',
    mode: (modes as readonly string[]).includes(mode) ? (mode as Mode) : undefined,
  };
}
