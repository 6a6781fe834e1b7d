/**
 * A list written as an array in messages/{en,zh}.json, from `t.raw(key)`. The next-intl
 * plugin's precompile step (next.config.ts) stores arrays as objects keyed '0', '1', …; this
 * gives the items back, in order, either way.
 */
export function messageList<T>(raw: unknown): T[] {
  return Array.isArray(raw) ? (raw as T[]) : Object.values(raw as Record<string, T>);
}
