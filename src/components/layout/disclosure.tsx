'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { usePathname } from '@/i18n/navigation';
import { Tooltip } from '@/components/ui/tooltip';

type DisclosureProps = {
  summary: ReactNode;
  summaryClassName?: string;
  /** A tooltip for an icon-only button. */
  tooltip?: string;
  className?: string;
  children: ReactNode;
};

/**
 * A native <details> menu: it opens and closes without JavaScript; with it, it also closes on
 * navigation, on Escape (returning focus to its button) and on a click outside.
 */
export function Disclosure({
  summary,
  summaryClassName,
  tooltip,
  className,
  children,
}: DisclosureProps) {
  const ref = useRef<HTMLDetailsElement>(null);
  const pathname = usePathname();

  // Closes after a navigation, not when the page hydrates: a menu opened before the scripts
  // ran (they load after the first paint) stays open.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (ref.current) ref.current.open = false;
  }, [pathname]);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && details.open) {
        details.open = false;
        details.querySelector('summary')?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, []);

  const button = <summary className={`plain-summary ${summaryClassName ?? ''}`}>{summary}</summary>;

  return (
    <details ref={ref} className={`group relative ${className ?? ''}`}>
      {tooltip ? <Tooltip label={tooltip}>{button}</Tooltip> : button}
      {children}
    </details>
  );
}
