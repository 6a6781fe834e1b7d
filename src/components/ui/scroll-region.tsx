import type { ReactNode } from 'react';

/**
 * A horizontally scrollable box (wide tables on phones) that keyboard users can focus and
 * scroll, named for screen readers.
 */
export function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={`overflow-x-auto ${className ?? ''}`}
    >
      {children}
    </div>
  );
}
