'use client';

import type { ReactElement } from 'react';
import * as RadixTooltip from '@radix-ui/react-tooltip';

/**
 * A short label for one focusable element (a link, a button or a summary: the only child),
 * shown below it on hover after the app-level delay (components/shell/app-shell.tsx) and at
 * once on keyboard focus. Radix makes it the trigger's description while shown, closes it on
 * Escape, click and blur, and keeps it open while the pointer is over it (WCAG 1.4.13).
 */
export function Tooltip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content
          side="bottom"
          sideOffset={6}
          collisionPadding={8}
          className="bg-ink z-[70] max-w-[min(20rem,calc(100vw-1rem))] rounded-md px-2.5 py-1.5 text-sm text-white shadow-md"
        >
          {label}
          <RadixTooltip.Arrow width={10} height={5} className="fill-ink" />
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}
