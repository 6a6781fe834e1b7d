'use client';

import type { ReactNode } from 'react';
import * as RadixTooltip from '@radix-ui/react-tooltip';
import { shellConfig } from '@/config/shell';

/** The app-level provider: one open delay and skip delay for every tooltip (spec §9). */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <RadixTooltip.Provider
      delayDuration={shellConfig.tooltip.openDelayMs}
      skipDelayDuration={shellConfig.tooltip.skipDelayMs}
    >
      {children}
    </RadixTooltip.Provider>
  );
}

type TooltipProps = {
  label: string;
  children: ReactNode;
  side?: 'top' | 'bottom' | 'left' | 'right';
};

/** A short label shown on hover and keyboard focus; the child must be a focusable element. */
export function Tooltip({ label, children, side = 'bottom' }: TooltipProps) {
  return (
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content
          side={side}
          sideOffset={6}
          className="bg-ink z-[70] rounded-md px-2.5 py-1.5 text-sm text-white shadow-md"
        >
          {label}
          <RadixTooltip.Arrow className="fill-ink" />
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}
