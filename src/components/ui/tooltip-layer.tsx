'use client';

import { useLayoutEffect, useSyncExternalStore, type RefCallback } from 'react';
import * as RadixTooltip from '@radix-ui/react-tooltip';
import { shellConfig } from '@/config/shell';
import {
  currentTriggers,
  subscribeToTriggers,
  takeVisit,
  type TooltipTrigger,
} from './tooltip-triggers';

/** What Radix's trigger gives its child, as the DOM events they listen for. */
const EVENTS = {
  onPointerMove: 'pointermove',
  onPointerLeave: 'pointerleave',
  onPointerDown: 'pointerdown',
  onFocus: 'focus',
  onBlur: 'blur',
  onClick: 'click',
} as const;
const ATTRIBUTES = ['aria-describedby', 'data-state'] as const;

type TriggerProps = { trigger: TooltipTrigger; ref?: RefCallback<HTMLElement> } & Partial<
  Record<keyof typeof EVENTS, (event: Event) => void> &
    Record<(typeof ATTRIBUTES)[number], string | undefined>
>;

/**
 * Radix's trigger child (asChild) for an element already on the page: instead of rendering one,
 * it hands Radix the element (ref), its events and its attributes, so the page's own element,
 * rendered without any tooltip code, becomes the trigger where it stands.
 */
function PageElement({ trigger, ref, ...props }: TriggerProps) {
  const { element } = trigger;
  useLayoutEffect(() => {
    const cleanup = ref?.(element);
    return () => {
      if (cleanup) cleanup();
      else ref?.(null);
    };
  }, [ref, element]);
  useLayoutEffect(() => {
    const handlers = Object.entries(EVENTS).flatMap(([prop, type]) => {
      const handler = props[prop as keyof typeof EVENTS];
      return handler ? [[type, handler] as const] : [];
    });
    for (const [type, handler] of handlers) element.addEventListener(type, handler);
    for (const name of ATTRIBUTES) {
      const value = props[name];
      if (value === undefined) element.removeAttribute(name);
      else element.setAttribute(name, value);
    }
    return () => {
      for (const [type, handler] of handlers) element.removeEventListener(type, handler);
    };
  });
  // The visit that loaded the layer: Radix starts the open delay (pointer) or opens (focus).
  useLayoutEffect(() => {
    const by = takeVisit(trigger);
    if (by === 'pointer')
      element.dispatchEvent(new PointerEvent('pointermove', { pointerType: 'mouse' }));
    if (by === 'focus') element.dispatchEvent(new FocusEvent('focus'));
  }, [trigger, element]);
  return null;
}

/**
 * The app's one tooltip provider and a Radix tooltip for each trigger on the page (see
 * tooltip.tsx). Loaded on the first visit to a trigger.
 */
export default function TooltipLayer() {
  const triggers = useSyncExternalStore(subscribeToTriggers, currentTriggers, currentTriggers);
  return (
    // One provider, so every tooltip shares the open delay and the skip delay (spec §9).
    <RadixTooltip.Provider
      delayDuration={shellConfig.tooltip.openDelayMs}
      skipDelayDuration={shellConfig.tooltip.skipDelayMs}
    >
      {triggers.map((trigger) => (
        <RadixTooltip.Root key={trigger.id}>
          <RadixTooltip.Trigger asChild>
            <PageElement trigger={trigger} />
          </RadixTooltip.Trigger>
          <RadixTooltip.Portal>
            <RadixTooltip.Content
              side="bottom"
              sideOffset={6}
              collisionPadding={8}
              className="bg-ink z-[70] max-w-[min(20rem,calc(100vw-1rem))] rounded-md px-2.5 py-1.5 text-sm text-white shadow-md"
            >
              {trigger.label}
              <RadixTooltip.Arrow width={10} height={5} className="fill-ink" />
            </RadixTooltip.Content>
          </RadixTooltip.Portal>
        </RadixTooltip.Root>
      ))}
    </RadixTooltip.Provider>
  );
}
