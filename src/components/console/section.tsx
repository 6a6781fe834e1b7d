import type { ReactNode } from 'react';

/**
 * The console pages' parts, drawn one way: a section under its h2 (named for screen readers by
 * `aria-labelledby`), a card (a bordered box of one form or one change), and a list of facts.
 */

const looks = {
  /** A section of the page, no frame. */
  plain: 'space-y-3',
  /** A bordered box on the page's background. */
  card: 'border-line space-y-3 rounded-xl border p-4 sm:p-5',
  /** A bordered box of a record's larger part (a booking's messages and documents). */
  part: 'border-line space-y-4 rounded-xl border p-4 sm:p-5',
  /** A bordered box on the surface colour (an application's parts). */
  panel: 'border-line bg-surface space-y-3 rounded-xl border p-4 sm:p-6',
};

/** A section and its heading: the heading's id is `<name>-heading`. */
export function ConsoleSection({
  name,
  title,
  look = 'plain',
  id,
  className,
  testId,
  children,
}: {
  name: string;
  title: ReactNode;
  look?: keyof typeof looks;
  /** The section's own anchor (`#history`), when a link goes to it. */
  id?: string;
  /** What this section adds to its look (a danger border). */
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${name}-heading`}
      className={className ? `${looks[look]} ${className}` : looks[look]}
      data-testid={testId}
    >
      <h2 id={`${name}-heading`} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A card inside a section: one form or one change, under its own h3 when it has a title. */
export function ConsoleCard({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div className={looks.card}>
      {title && <h3 className="font-semibold">{title}</h3>}
      {children}
    </div>
  );
}

/**
 * A record's facts, each label beside its value from the small breakpoint up (one under the
 * other on a phone); `children` adds terms of their own after them.
 */
export function FactList({
  facts,
  testId,
  children,
}: {
  facts: [string, ReactNode][];
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]" data-testid={testId}>
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted font-semibold">{label}</dt>
          <dd className="min-w-0 [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
      {children}
    </dl>
  );
}
