'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/icon';
import { plus, trash2 } from '@/components/ui/icons';
import { MAX_CARTONS, MAX_SIDE, MAX_WEIGHT, MIN_WEIGHT } from '@/lib/shipping/carton-limits';
import type { CartonRow } from '@/lib/shipping/price-search';
import type { CartonProblem } from './carton-problems';
import { controlClass, Field } from '@/components/ui/field';

type Key = keyof CartonRow;
type Units = 'metric' | 'imperial';

/** The request schema's limits (src/lib/shipping/carton-limits.ts). */
const limits: Record<Key, number> = {
  qty: MAX_CARTONS,
  len: MAX_SIDE,
  wid: MAX_SIDE,
  hei: MAX_SIDE,
  wt: MAX_WEIGHT,
};
const keys: Key[] = ['qty', 'len', 'wid', 'hei', 'wt'];
const labels = {
  qty: 'quantity',
  len: 'length',
  wid: 'width',
  hei: 'height',
  wt: 'weight',
} as const;
/** Unit symbols, written the same in both languages. */
const unitOf: Record<Units, Record<Key, string>> = {
  metric: { qty: '', len: 'cm', wid: 'cm', hei: 'cm', wt: 'kg' },
  imperial: { qty: '', len: 'in', wid: 'in', hei: 'in', wt: 'lb' },
};

/** What is wrong with one value as the visitor types it: an InputErrors message, or null. */
function problemOf(key: Key, text: string): CartonProblem | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  if (!Number.isFinite(value)) return 'number';
  if (key === 'wt' && value < MIN_WEIGHT) return 'min';
  if (value <= 0) return 'positive';
  if (key === 'qty' && !Number.isInteger(value)) return 'integer';
  if (value > limits[key]) return 'max';
  return null;
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
  units,
}: {
  initialRows: CartonRow[];
  /** The server's messages by field name ('row-2-wt'), after a refused search. */
  serverErrors: Record<string, string>;
  units: Units;
}) {
  const t = useTranslations('CartonLines');
  const inputErrors = useTranslations('InputErrors');
  const check = (key: Key, text: string) => {
    const problem = problemOf(key, text);
    return problem ? inputErrors(problem, { max: limits[key], min: MIN_WEIGHT }) : '';
  };
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
              errors: { ...r.errors, [key]: check(key, value) },
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
          <legend className="sr-only">{t('row', { n: i + 1 })}</legend>
          {keys.map((key) => {
            const unit = unitOf[units][key];
            return (
              <Field
                key={key}
                id={`row-${i + 1}-${key}`}
                label={
                  <span className="font-medium">
                    {t(labels[key])}
                    {unit && <span className="text-muted"> ({unit})</span>}
                  </span>
                }
                error={row.errors[key]}
              >
                {(control) => (
                  <input
                    {...control}
                    name={key}
                    type="number"
                    inputMode="decimal"
                    min="0"
                    step="any"
                    value={row.values[key]}
                    onChange={(e) => update(row.id, key, e.target.value)}
                    className={controlClass}
                  />
                )}
              </Field>
            );
          })}
          {enhanced && rows.length > 1 && (
            <button
              type="button"
              onClick={() => setRows((rs) => rs.filter((r) => r.id !== row.id))}
              aria-label={t('remove', { n: i + 1 })}
              className="border-line text-muted hover:border-danger hover:text-danger inline-flex h-11 items-center justify-center self-end rounded-md border px-3"
            >
              <Icon icon={trash2} className="size-4" />
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
          <Icon icon={plus} className="size-4" />
          {t('add')}
        </button>
      )}
    </div>
  );
}
