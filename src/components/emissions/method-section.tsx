import type { ReactNode } from 'react';

/** One part of the methodology page: its <h2> and the text at a reading width. */
export function MethodSection({
  id,
  heading,
  children,
}: {
  id: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <h2 id={`${id}-heading`} className="section-heading">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** Text the data holds in English only (the factor set's titles and rows), marked as English. */
export const english = (chunks: ReactNode) => <span lang="en">{chunks}</span>;
