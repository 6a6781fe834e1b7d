'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import type { CartonRow } from '@/lib/shipping/price-search';

type Key = keyof CartonRow;

export type CartonLinesText = {
  row: string;
  add: string;
  remove: string;
  fields: Record<Key, { label: string; unit: string }>;
  messages: { number: string; positive: string; integer: string; max: string };
};

/** The same limits as the request schema (src/lib/shipping/request.ts). */
const limits: Record<Key, number> = { qty: 200, len: 400, wid: 400, hei: 400, wt: 1500 };
const keys: Key[] = ['qty', 'len', 'wid', 'hei', 'wt'];

/** What is wrong with one value as the visitor types it, in their language; '' when nothing. */
function check(key: Key, text: string, m: CartonLinesText['messages']): string {
  if (text.trim() === '') return '';
  const value = Number(text);
  if (!Number.isFinite(value)) return m.number;
  if (value <= 0) return m.positive;
  if (key === 'qty' && !Number.isInteger(value)) return m.integer;
  if (value > limits[key]) return m.max.replace('{max}', String(limits[key]));
  return '';
}

let nextId = 0;
const noSubscription = () => () => {};

/**
 * The carton lines of the price form. Rendered on the server as plain inputs (the form works
 * without JavaScript); in the browser it adds and removes lines and checks each value as it is
 * typed. Field names repeat per line (qty, len, wid, hei, wt), so the query keeps their order.
 */
export function CartonLines({
  initialRows,
  serverErrors,
  text,
  fieldClass,
}: {
  initialRows: CartonRow[];
  serverErrors: Record<string, string>;
  text: CartonLinesText;
  fieldClass: string;
}) {
  const [rows, setRows] = useState(() =>
    initialRows.map((values, i) => ({
      id: nextId++,
      values,
      errors: Object.fromEntries(
        keys.map((k) => [k, serverErrors[`row-${i + 1}-${k}`] ?? '']),
      ) as Record<Key, string>,
    })),
  );
  // True once running in the browser: the add and remove buttons need JavaScript.
  const enhanced = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const focusNew = useRef(false);
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!focusNew.current) return;
    focusNew.current = false;
    list.current
      ?.querySelector<HTMLInputElement>('[data-testid="carton-row"]:last-of-type input')
      ?.focus();
  }, [rows.length]);

  const update = (id: number, key: Key, value: string) =>
    setRows((rs) =>
      rs.map((r) =>
        r.id === id
          ? {
              ...r,
              values: { ...r.values, [key]: value },
              errors: { ...r.errors, [key]: check(key, value, text.messages) },
            }
          : r,
      ),
    );

  return (
    <div ref={list} className="mt-3 space-y-3">
      {rows.map((row, i) => (
        <fieldset
          key={row.id}
          className="border-line grid grid-cols-2 gap-3 rounded-lg border bg-white p-3 sm:grid-cols-[repeat(5,1fr)_auto]"
          data-testid="carton-row"
        >
          <legend className="sr-only">{text.row.replace('{n}', String(i + 1))}</legend>
          {keys.map((key) => {
            const id = `row-${i + 1}-${key}`;
            const { label, unit } = text.fields[key];
            const error = row.errors[key];
            return (
              <label key={key} className="block text-sm">
                <span className="font-medium">
                  {label}
                  {unit && <span className="text-muted"> ({unit})</span>}
                </span>
                <input
                  name={key}
                  type="number"
                  inputMode="decimal"
                  min="0"
                  step="any"
                  value={row.values[key]}
                  onChange={(e) => update(row.id, key, e.target.value)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  className={fieldClass}
                />
                {error && (
                  <span id={`${id}-error`} className="text-danger mt-1 block text-sm font-normal">
                    {error}
                  </span>
                )}
              </label>
            );
          })}
          {enhanced && rows.length > 1 && (
            <button
              type="button"
              onClick={() => setRows((rs) => rs.filter((r) => r.id !== row.id))}
              aria-label={text.remove.replace('{n}', String(i + 1))}
              className="border-line text-muted hover:border-danger hover:text-danger inline-flex h-11 items-center justify-center self-end rounded-md border px-3"
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </button>
          )}
        </fieldset>
      ))}
      {enhanced && rows.length < limits.qty && (
        <button
          type="button"
          onClick={() => {
            focusNew.current = true;
            setRows((rs) => [
              ...rs,
              {
                id: nextId++,
                values: { qty: '', len: '', wid: '', hei: '', wt: '' },
                errors: { qty: '', len: '', wid: '', hei: '', wt: '' },
              },
            ]);
          }}
          className="border-primary text-primary hover:bg-primary-soft inline-flex items-center gap-2 rounded-md border px-4 py-2 font-medium"
        >
          <Plus aria-hidden="true" className="size-4" />
          {text.add}
        </button>
      )}
    </div>
  );
}
