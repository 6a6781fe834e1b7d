'use client';

import type { ReactNode } from 'react';

/**
 * "Apply" on a position: without JavaScript a link that reloads the page with the position
 * chosen in the form; with it, chooses the position in place and moves to the form.
 */
export function ApplyLink({
  href,
  positionId,
  className,
  children,
}: {
  href: string;
  positionId: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      className={className}
      onClick={(event) => {
        const select = document.querySelector<HTMLSelectElement>('[data-testid="position-select"]');
        if (!select || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        select.value = positionId;
        select.dispatchEvent(new Event('change', { bubbles: true }));
        document.getElementById('apply')?.scrollIntoView({ block: 'start' });
        select.focus({ preventScroll: true });
        history.replaceState(history.state, '', href);
      }}
    >
      {children}
    </a>
  );
}
