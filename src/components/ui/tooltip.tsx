'use client';

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { shellConfig } from '@/config/shell';

/*
 * Tooltips, written here rather than taken from Radix (design.md's primitive for them): Radix's
 * tooltip and its positioning library were 19 KB of gzip JavaScript on every page's first load,
 * for two icon labels in the header. This keeps what Radix gave us: one app-level open delay and
 * skip delay, the label as the trigger's description while shown (role="tooltip"), opening on
 * hover and keyboard focus but not on touch or on the focus a click gives, closing on Escape,
 * click, blur and pointer leave, and staying open while the pointer is over the label itself
 * (WCAG 1.4.13).
 */

/**
 * What tooltips share: the open delay, which is skipped while another tooltip is shown or just
 * closed, and the one tooltip shown (opening another closes it).
 */
type Timing = {
  openDelayMs: number;
  opened: (hide: () => void) => void;
  closed: (hide: () => void) => void;
  skipsDelay: () => boolean;
};

const TooltipContext = createContext<Timing | null>(null);

/** The app-level provider: one open delay and skip delay for every tooltip (spec §9). */
export function TooltipProvider({ children }: { children: ReactNode }) {
  const [timing] = useState<Timing>(() => {
    let shown: (() => void) | null = null;
    let lastClosedAt = Number.NEGATIVE_INFINITY;
    return {
      openDelayMs: shellConfig.tooltip.openDelayMs,
      opened: (hide) => {
        if (shown && shown !== hide) shown();
        shown = hide;
      },
      closed: (hide) => {
        if (shown === hide) shown = null;
        lastClosedAt = performance.now();
      },
      skipsDelay: () =>
        shown !== null || performance.now() - lastClosedAt < shellConfig.tooltip.skipDelayMs,
    };
  });
  return <TooltipContext value={timing}>{children}</TooltipContext>;
}

/** Where the label goes: the trigger's box and the viewport's width when it opened. */
type Placement = { rect: DOMRect; viewportWidth: number };

const GAP_PX = 6;
const EDGE_PX = 8;
/** Time for the pointer to cross the gap from the trigger onto the label. */
const LEAVE_GRACE_MS = 120;

/**
 * A short label for one focusable element (a link, a button or a summary), shown on hover and
 * keyboard focus, below it: spread `trigger` on the element and render `label` beside it. A null
 * label gives nothing (for components whose tooltip is optional).
 */
export function useTooltip(text: string | null) {
  const timing = useContext(TooltipContext);
  const id = useId();
  const [placement, setPlacement] = useState<Placement | null>(null);
  const element = useRef<HTMLElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pointerDown = useRef(false);
  const open = placement !== null && text !== null;

  const show = useCallback(() => {
    clearTimeout(timer.current);
    const target = element.current;
    if (!target) return;
    setPlacement({
      rect: target.getBoundingClientRect(),
      viewportWidth: document.documentElement.clientWidth,
    });
  }, []);
  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setPlacement(null);
  }, []);
  const hideSoon = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(hide, LEAVE_GRACE_MS);
  }, [hide]);
  const keep = useCallback(() => clearTimeout(timer.current), []);

  useEffect(() => () => clearTimeout(timer.current), []);

  // While shown: Escape, scrolling and resizing close it (it is placed for where the trigger
  // was), and the next tooltip skips the open delay until the skip delay after it closes.
  useEffect(() => {
    if (!open) return;
    timing?.opened(hide);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    document.addEventListener('keydown', onKey);
    window.addEventListener('scroll', hide, { capture: true, passive: true });
    window.addEventListener('resize', hide);
    return () => {
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', hide, { capture: true });
      window.removeEventListener('resize', hide);
      timing?.closed(hide);
    };
  }, [open, hide, timing]);

  if (text === null) return { trigger: {}, label: null };

  const trigger = {
    'aria-describedby': open ? id : undefined,
    onPointerEnter(event: PointerEvent<HTMLElement>) {
      element.current = event.currentTarget;
      if (event.pointerType === 'touch' || open) return keep();
      const delay = !timing || timing.skipsDelay() ? 0 : timing.openDelayMs;
      clearTimeout(timer.current);
      timer.current = setTimeout(show, delay);
    },
    onPointerLeave: hideSoon,
    onPointerDown() {
      pointerDown.current = true;
      hide();
    },
    onFocus(event: FocusEvent<HTMLElement>) {
      element.current = event.currentTarget;
      // The focus a click gives is not a request for the label; keyboard focus is.
      if (!pointerDown.current && event.currentTarget.matches(':focus-visible')) show();
      pointerDown.current = false;
    },
    onBlur() {
      pointerDown.current = false;
      hide();
    },
  };

  const label = open
    ? createPortal(
        <TooltipLabel
          id={id}
          text={text}
          placement={placement}
          onPointerEnter={keep}
          onPointerLeave={hideSoon}
        />,
        document.body,
      )
    : null;

  return { trigger, label };
}

/** The label, below the trigger, centred on it and kept inside the viewport. */
function TooltipLabel({
  id,
  text,
  placement: { rect, viewportWidth },
  onPointerEnter,
  onPointerLeave,
}: {
  id: string;
  text: string;
  placement: Placement;
  onPointerEnter: () => void;
  onPointerLeave: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const centre = rect.left + rect.width / 2;
  const [left, setLeft] = useState<number | null>(null);

  // Measured before the browser paints, so the label never shows off-centre or off-screen.
  useLayoutEffect(() => {
    const width = ref.current?.offsetWidth ?? 0;
    setLeft(Math.max(EDGE_PX, Math.min(centre - width / 2, viewportWidth - EDGE_PX - width)));
  }, [centre, text, viewportWidth]);

  const style: CSSProperties = {
    position: 'fixed',
    left: left ?? centre,
    top: rect.bottom + GAP_PX,
    visibility: left === null ? 'hidden' : undefined,
  };

  return (
    <div
      ref={ref}
      id={id}
      role="tooltip"
      style={style}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      className="bg-ink z-[70] max-w-[min(20rem,calc(100vw-1rem))] rounded-md px-2.5 py-1.5 text-sm text-white shadow-md"
    >
      {text}
      <span
        aria-hidden="true"
        className="bg-ink absolute size-2 rotate-45"
        style={{ left: (left === null ? 0 : centre - left) - 4, top: -4 }}
      />
    </div>
  );
}
