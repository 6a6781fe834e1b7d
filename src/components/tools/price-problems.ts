import type { FieldError } from '@/lib/shipping/request';

/** The price form's names for the carton fields of the request. */
const cartonField: Record<string, string> = {
  quantity: 'qty',
  length: 'len',
  width: 'wid',
  height: 'hei',
  weight: 'wt',
};

/**
 * The price form's field a problem belongs under ('from', 'to', 'row-2-wt'), or null when no field
 * shows it. 'cartons.1.weight' is the weight of the second filled line, which is the form line
 * `rowOfCarton[1]` (empty lines are skipped).
 */
export function priceFieldOf(problem: FieldError, rowOfCarton: readonly number[]): string | null {
  const [head, index, field] = problem.path.split('.');
  if (head === 'origin') return 'from';
  if (head === 'destination') return 'to';
  const name = field === undefined ? undefined : cartonField[field];
  if (head !== 'cartons' || index === undefined || name === undefined) return null;
  return `row-${rowOfCarton[Number(index)] ?? Number(index) + 1}-${name}`;
}
