import type { ReactNode } from 'react';

type SectionProps = {
  id?: string;
  heading: string;
  kicker?: string;
  intro?: string;
  tone?: 'plain' | 'soft';
  children: ReactNode;
};

/** A page section with its <h2>; `id` makes it a link target. */
export function Section({ id, heading, kicker, intro, tone = 'plain', children }: SectionProps) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={tone === 'soft' ? 'bg-surface' : undefined}
    >
      <div className="container-page py-12 sm:py-16">
        {kicker && <p className="kicker">{kicker}</p>}
        <h2 id={headingId} className="section-heading mt-1">
          {heading}
        </h2>
        {intro && <p className="text-muted mt-3 max-w-3xl text-lg">{intro}</p>}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}

/** A section of running text at the page's width: its <h2>, then the text. */
export function TextSection({
  id,
  heading,
  children,
}: {
  /** Its heading's id is `${id}-heading`. */
  id: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="container-page py-12 sm:py-16">
      <h2 id={`${id}-heading`} className="section-heading">
        {heading}
      </h2>
      {children}
    </section>
  );
}
