import type { ReactNode } from 'react';

/** The public and account pages' section looks: the frame's classes and the heading's. */
const looks = {
  /** A white bordered box under its heading (the account's parts, a cancelled booking). */
  card: {
    frame: 'border-line rounded-xl border bg-white p-5 sm:p-6',
    heading: 'text-xl font-semibold',
  },
  /** A block of a sidebar, no frame (the news pages' sections and sharing). */
  aside: { frame: undefined, heading: 'text-lg font-semibold' },
  /** A page's main part under a large heading, no frame (a booking's progress). */
  main: { frame: undefined, heading: 'text-2xl font-bold tracking-tight' },
};

/**
 * A part of a public or account page named for screen readers by its own h2 (`aria-labelledby`
 * points at the heading's id, so the two cannot drift apart), in one of the site's looks. The
 * console's parts use ConsoleSection.
 */
export function HeadedSection({
  look,
  headingId,
  title,
  as: Tag = 'section',
  id,
  className,
  testId,
  children,
}: {
  look: keyof typeof looks;
  headingId: string;
  title: ReactNode;
  /** `nav` for a group of links (the news sections). */
  as?: 'section' | 'nav';
  /** The section's own anchor (`#saved-quotes`), when a link goes to it. */
  id?: string;
  /** What this section adds to its look's frame (a narrower width). */
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  const { frame, heading } = looks[look];
  return (
    <Tag
      id={id}
      aria-labelledby={headingId}
      className={[frame, className].filter(Boolean).join(' ') || undefined}
      data-testid={testId}
    >
      <h2 id={headingId} className={heading}>
        {title}
      </h2>
      {children}
    </Tag>
  );
}
