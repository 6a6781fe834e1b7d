declare const jsonOf: unique symbol;

/**
 * A column that holds a `T` as JSON text. Every such column is `text` on both databases (the
 * migrations never use PostgreSQL's json types), so each driver answers the text and the column's
 * declared type (src/lib/db/types/) says what it holds. The brand makes a plain string
 * unwritable: a value goes in through `toJson` and comes out through `fromJson`, with no cast at
 * either end. Only the site's own writes fill these columns, so reading trusts them; a feature
 * whose stored shape can outgrow its rules checks the value with its schema after `fromJson`.
 */
export type Json<T> = string & { readonly [jsonOf]: T };

/** The text stored for `value`. */
export function toJson<T>(value: T): Json<T> {
  return JSON.stringify(value) as Json<T>;
}

/** The value a JSON column holds (null for a null column). */
export function fromJson<T>(text: Json<T>): T;
export function fromJson<T>(text: Json<T> | null): T | null;
export function fromJson<T>(text: Json<T> | null): T | null {
  return text === null ? null : (JSON.parse(text) as T);
}
