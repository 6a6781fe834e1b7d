'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { shellConfig } from '@/config/shell';

/**
 * A loading placeholder that appears only if loading lasts longer than the delay (spec §9:
 * 200 ms), so fast loads never flash a skeleton. Use it as next/dynamic's `loading` or as a
 * Suspense fallback around lazily loaded pieces.
 */
export function DelayedFallback({
  children,
  delayMs = shellConfig.lazyPlaceholderDelayMs,
}: {
  children: ReactNode;
  delayMs?: number;
}) {
  const [show, setShow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShow(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return show ? children : null;
}
