import type { FieldError } from '@/lib/shipping/request';
import { MAX_INGEST_EVENTS, parseIngestBatch, type IngestBatch } from '@/lib/tracking/ingest';

/**
 * CSV import for operators without an integration (`npm run tracking -- import <file.csv>`):
 * one event per row under a header row of the ingest API's field names, the same validation,
 * every error with its row number (the header is row 1), all or nothing.
 */

/** Records of a CSV text (RFC 4180): a UTF-8 BOM skipped, "quoted" fields with "" and line breaks. */
export function parseCsv(
  text: string,
): { ok: true; records: string[][] } | { ok: false; row: number; error: 'quote' } {
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  /** Whether the current field began with a quote (then only a separator may follow it). */
  let wasQuoted = false;
  let i = 0;
  const endField = () => {
    record.push(field);
    field = '';
    wasQuoted = false;
  };
  const endRecord = () => {
    endField();
    // A blank line is no record.
    if (!(record.length === 1 && record[0] === '')) records.push(record);
    record = [];
  };
  while (i < input.length) {
    const c = input[i]!;
    if (quoted) {
      if (c === '"') {
        if (input[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i += 1;
        const next = input[i];
        if (next !== undefined && next !== ',' && next !== '\n' && next !== '\r')
          return { ok: false, row: records.length + 1, error: 'quote' };
        continue;
      }
      field += c;
      i += 1;
      continue;
    }
    if (c === '"') {
      if (field !== '' || wasQuoted) return { ok: false, row: records.length + 1, error: 'quote' };
      quoted = true;
      wasQuoted = true;
      i += 1;
    } else if (c === ',') {
      endField();
      i += 1;
    } else if (c === '\r' || c === '\n') {
      endRecord();
      i += c === '\r' && input[i + 1] === '\n' ? 2 : 1;
    } else {
      field += c;
      i += 1;
    }
  }
  if (quoted) return { ok: false, row: records.length + 1, error: 'quote' };
  if (field !== '' || record.length > 0 || wasQuoted) endRecord();
  return { ok: true, records };
}

const EVENT_COLUMNS = ['number', 'id', 'time', 'status', 'location', 'code'] as const;
const DESCRIPTION_COLUMNS = ['description', 'descriptionZh'] as const;
/** A parameter of the event's code, one column each: `param_flight`, `param_airport`… */
const PARAM_COLUMN = /^param_([a-zA-Z][a-zA-Z0-9]*)$/;
const SHIPMENT_COLUMNS = [
  'reference',
  'service',
  'origin',
  'destination',
  'pieces',
  'weightKg',
] as const;
const LAST_MILE_COLUMNS = ['lastMileCarrier', 'lastMileNumber'] as const;
const REQUIRED = ['number', 'id', 'time'];
const COLUMNS: readonly string[] = [
  ...EVENT_COLUMNS,
  ...DESCRIPTION_COLUMNS,
  ...SHIPMENT_COLUMNS,
  ...LAST_MILE_COLUMNS,
];

/** At most this many rows in one file (each imported in the same transaction). */
export const MAX_IMPORT_ROWS = 100_000;

/** A problem of the file: its row (header = 1; 0 for the whole file) and column. */
export type ImportError = { row: number; column: string; error: FieldError };

const asNumber = (cell: string) => (/^\s*-?\d+(\.\d+)?\s*$/.test(cell) ? Number(cell) : cell);

/** What a path of the ingest schema is called in the file. */
function columnOf(path: string): string {
  const field = path.replace(/^(events|shipments)\[\d+\]\.?/, '');
  if (field === 'lastMile.carrier') return 'lastMileCarrier';
  if (field === 'lastMile.number') return 'lastMileNumber';
  if (field === 'description.en') return 'description';
  if (field === 'description.zh') return 'descriptionZh';
  // Parameters without a code: the code is what is missing.
  if (field === 'params') return 'code';
  if (field.startsWith('params.')) return `param_${field.slice('params.'.length)}`;
  return field;
}

/** The rows of a CSV file as one ingest batch, or every problem with its row and column. */
export function csvToBatch(
  text: string,
  now: Date,
): { ok: true; batch: IngestBatch } | { ok: false; errors: ImportError[] } {
  const parsed = parseCsv(text);
  if (!parsed.ok)
    return {
      ok: false,
      errors: [{ row: parsed.row, column: '', error: { path: '', key: 'csvQuote' } }],
    };
  const [header, ...rows] = parsed.records;
  if (!header)
    return { ok: false, errors: [{ row: 0, column: '', error: { path: '', key: 'csvEmpty' } }] };
  const names = header.map((h) => h.trim());
  const errors: ImportError[] = [];
  names.forEach((name, i) => {
    if (!(COLUMNS.includes(name) || PARAM_COLUMN.test(name)) || names.indexOf(name) !== i)
      errors.push({
        row: 1,
        column: name,
        error: { path: name, key: 'csvColumn', params: { value: name } },
      });
  });
  // Without a code column, every row says what happened by its status and description.
  const required = names.includes('code') ? REQUIRED : [...REQUIRED, 'status', 'description'];
  for (const name of required)
    if (!names.includes(name))
      errors.push({
        row: 1,
        column: name,
        error: { path: name, key: 'csvMissingColumn', params: { value: name } },
      });
  if (rows.length > MAX_IMPORT_ROWS)
    errors.push({
      row: 0,
      column: '',
      error: { path: '', key: 'max', params: { max: MAX_IMPORT_ROWS } },
    });
  if (errors.length > 0) return { ok: false, errors };

  const batch: IngestBatch = { shipments: [], events: [] };
  // Validated in slices of the API's size, with the rows' numbers kept for the report.
  for (let start = 0; start < rows.length; start += MAX_INGEST_EVENTS) {
    const slice = rows.slice(start, start + MAX_INGEST_EVENTS);
    const shipmentRows: number[] = [];
    const shipments: Record<string, unknown>[] = [];
    const events = slice.map((cells, i) => {
      const row = start + i + 2;
      const cell = (name: string) => {
        const index = names.indexOf(name);
        const value = index >= 0 ? (cells[index] ?? '') : '';
        return value.trim() === '' ? undefined : value;
      };
      if (cells.length > names.length)
        errors.push({
          row,
          column: '',
          error: { path: '', key: 'csvCells', params: { max: names.length } },
        });
      const shipment: Record<string, unknown> = {};
      for (const name of SHIPMENT_COLUMNS) {
        const value = cell(name);
        if (value !== undefined)
          shipment[name] = name === 'pieces' || name === 'weightKg' ? asNumber(value) : value;
      }
      if (Object.keys(shipment).length > 0) {
        shipments.push({ number: cell('number') ?? '', ...shipment });
        shipmentRows.push(row);
      }
      const event: Record<string, unknown> = {};
      for (const name of EVENT_COLUMNS) {
        const value = cell(name);
        if (value !== undefined) event[name] = value;
      }
      const description = cell('description');
      const descriptionZh = cell('descriptionZh');
      if (descriptionZh !== undefined) event.description = { en: description, zh: descriptionZh };
      else if (description !== undefined) event.description = description;
      const params: Record<string, string> = {};
      for (const name of names) {
        const param = PARAM_COLUMN.exec(name)?.[1];
        const value = param && cell(name);
        if (param && value !== undefined) params[param] = value;
      }
      if (Object.keys(params).length > 0) event.params = params;
      const carrier = cell('lastMileCarrier');
      const lastMileNumber = cell('lastMileNumber');
      if (carrier !== undefined || lastMileNumber !== undefined)
        event.lastMile = { carrier, number: lastMileNumber };
      return event;
    });
    const result = parseIngestBatch({ shipments, events }, now);
    if (!result.ok) {
      for (const error of result.errors) {
        const index = Number(/\[(\d+)\]/.exec(error.path)?.[1] ?? 0);
        const row = error.path.startsWith('shipments') ? shipmentRows[index]! : start + index + 2;
        errors.push({ row, column: columnOf(error.path), error });
      }
    } else {
      batch.shipments.push(...result.batch.shipments);
      batch.events.push(...result.batch.events);
    }
  }
  if (errors.length > 0) return { ok: false, errors: errors.sort((a, b) => a.row - b.row) };
  return { ok: true, batch };
}
