import type { ReactNode } from 'react';

/*
 * The words of the site's checked forms (join-us, the enquiry form), resolved on the server and
 * handed to the form as props (form-text-server.tsx makes them): the browser then carries no
 * translator (next-intl's client runtime was about 4 KB of the two pages' first-load JavaScript).
 * What depends on the visitor's input is a template (`fill`) or a list by count (`counted`).
 */

/** What CheckedFormFrame and the message counter show. */
export type FrameText = {
  /** The page's language, for the numbers the browser formats. */
  locale: string;
  intro: string;
  honeypot: string;
  submit: string;
  submitting: string;
  /** "Please correct N fields:" for N = 1, 2, … up to the form's fields. */
  errorSummary: string[];
  /** "{count} / 2,000": the message's live count, `count` filled in by the browser. */
  characters: string;
  /** The privacy notice's agreement, its link drawn on the server. */
  consent: ReactNode;
};

/** `template` with each `{name}` in `values` replaced (a function: no `$&` patterns). */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The entry of a list made for the counts 1, 2, … (the first below it, the last beyond it). */
export function counted(list: readonly string[], count: number): string {
  return list[Math.min(Math.max(Math.round(count), 1), list.length) - 1] ?? '';
}

/** The message's live count: "120 / 2,000" in the page's language. */
export function characterCount(text: Pick<FrameText, 'locale' | 'characters'>, count: number) {
  return fill(text.characters, { count: count.toLocaleString(text.locale) });
}
