/**
 * Toasts from anywhere: components, forms, plain scripts. notify() raises a window event that
 * the app's one <ToastHost> turns into a toast, so the toast library loads only when the first
 * toast is shown and code outside React can notify too.
 */
export type ToastKind = 'success' | 'error' | 'info';
export type ToastRequest = {
  kind: ToastKind;
  message: string;
  description?: string;
  /** Milliseconds; the default is shellConfig.toasts.durationMs. */
  duration?: number;
};

export const NOTIFY_EVENT = 'app:notify';

// Requests raised before the toast host has mounted (a script running before hydration) wait here.
let early: ToastRequest[] | null = null;
let onEarly: ((event: Event) => void) | null = null;

/** Starts keeping requests until the host takes them; called before hydration. */
export function bufferEarlyNotifications() {
  if (early) return;
  early = [];
  onEarly = (event) => early?.push((event as CustomEvent<ToastRequest>).detail);
  window.addEventListener(NOTIFY_EVENT, onEarly);
}

/** Hands the host what was raised before it listened, and stops buffering. */
export function takeEarlyNotifications(): ToastRequest[] {
  if (onEarly) window.removeEventListener(NOTIFY_EVENT, onEarly);
  const taken = early ?? [];
  early = null;
  onEarly = null;
  return taken;
}

function raise(kind: ToastKind, message: string, options?: Omit<ToastRequest, 'kind' | 'message'>) {
  window.dispatchEvent(
    new CustomEvent<ToastRequest>(NOTIFY_EVENT, { detail: { kind, message, ...options } }),
  );
}

export const notify = {
  success: (message: string, options?: Omit<ToastRequest, 'kind' | 'message'>) =>
    raise('success', message, options),
  error: (message: string, options?: Omit<ToastRequest, 'kind' | 'message'>) =>
    raise('error', message, options),
  info: (message: string, options?: Omit<ToastRequest, 'kind' | 'message'>) =>
    raise('info', message, options),
};
