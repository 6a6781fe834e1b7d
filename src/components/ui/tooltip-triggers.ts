/**
 * The tooltip triggers on the page, kept for the app's one tooltip layer (tooltip-layer.tsx,
 * Radix Tooltip). The layer and Radix load on the first visit to a trigger (the pointer entering
 * it, or keyboard focus), not with the page: until then a trigger is its plain element, and what
 * the visitor did there is remembered for the layer to replay.
 */
export type TooltipTrigger = { id: number; element: HTMLElement; label: string };

/** How the visitor came to a trigger before the layer loaded: 'press' opens nothing (Radix). */
type Visit = { trigger: TooltipTrigger; by: 'pointer' | 'focus' | 'press' };

let triggers: readonly TooltipTrigger[] = [];
let nextId = 0;
let wanted = false;
let layerReady = false;
let visit: Visit | null = null;
const listeners = new Set<() => void>();

const changed = () => listeners.forEach((listener) => listener());

export function subscribeToTriggers(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const currentTriggers = () => triggers;

/** Whether a visitor has come to a trigger, so the layer is needed. */
export const layerWanted = () => wanted;

/** Registers a trigger; returns its removal. */
export function addTrigger(element: HTMLElement, label: string): () => void {
  const trigger: TooltipTrigger = { id: nextId++, element, label };
  const came = (by: Visit['by']) => {
    if (layerReady) return;
    visit = { trigger, by };
    if (by !== 'press' && !wanted) {
      wanted = true;
      changed();
    }
  };
  const left = (by: Visit['by']) => {
    if (visit?.trigger === trigger && visit.by === by) visit = null;
  };
  const events: [string, (event: Event) => void][] = [
    ['pointerenter', (e) => (e as PointerEvent).pointerType !== 'touch' && came('pointer')],
    ['pointerleave', () => left('pointer')],
    ['pointerdown', () => came('press')],
    // Focus that a press gave is no request for the label (as in Radix).
    ['focus', () => (visit?.trigger === trigger && visit.by === 'press') || came('focus')],
    ['blur', () => left('focus')],
  ];
  for (const [type, listener] of events) element.addEventListener(type, listener);
  triggers = [...triggers, trigger];
  changed();
  return () => {
    for (const [type, listener] of events) element.removeEventListener(type, listener);
    if (visit?.trigger === trigger) visit = null;
    triggers = triggers.filter((t) => t !== trigger);
    changed();
  };
}

/**
 * Called by the layer once it handles `trigger`: how the visitor came to it while the layer
 * loaded, if they are still there ('pointer' or 'focus'). From the first call on, the layer
 * sees every visit itself.
 */
export function takeVisit(trigger: TooltipTrigger): 'pointer' | 'focus' | undefined {
  layerReady = true;
  if (visit?.trigger !== trigger || visit.by === 'press') return undefined;
  const { by } = visit;
  visit = null;
  return by;
}
