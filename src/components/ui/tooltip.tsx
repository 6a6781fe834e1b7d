'use client';

import {
  cloneElement,
  useCallback,
  useEffect,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactElement,
  type Ref,
} from 'react';
import { recoverFromChunkFailure } from '@/lib/shell/chunk-recovery';
import { addTrigger, layerWanted, subscribeToTriggers } from './tooltip-triggers';

/**
 * A short label for one focusable element (a link, a button or a summary: the only child, which
 * takes a ref), shown below it on hover after the app-level delay and at once on keyboard focus.
 * Radix Tooltip (tooltip-layer.tsx) makes it the trigger's description while shown, closes it on
 * Escape, click and blur, and keeps it open while the pointer is over it (WCAG 1.4.13). The page
 * renders the child alone; Radix loads with the first visit to a trigger (<TooltipHost>).
 */
export function Tooltip({
  label,
  children,
}: {
  label: string;
  children: ReactElement<{ ref?: Ref<HTMLElement> }>;
}) {
  const register = useCallback((element: HTMLElement) => addTrigger(element, label), [label]);
  return cloneElement(children, { ref: register });
}

/** Where the app's tooltip layer mounts (components/shell/app-shell.tsx), once it is needed. */
export function TooltipHost() {
  const wanted = useSyncExternalStore(subscribeToTriggers, layerWanted, () => false);
  const [Layer, setLayer] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!wanted) return;
    import('./tooltip-layer')
      .then((mod) => setLayer(() => mod.default))
      .catch(recoverFromChunkFailure);
  }, [wanted]);
  return Layer ? <Layer /> : null;
}
