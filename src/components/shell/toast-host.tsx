'use client';

import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { ToasterProps, toast as toastFn } from 'sonner';
import { shellConfig } from '@/config/shell';
import { recoverFromChunkFailure } from '@/lib/shell/chunk-recovery';
import { NOTIFY_EVENT, takeEarlyNotifications, type ToastRequest } from '@/lib/shell/notify';

type Sonner = { Toaster: ComponentType<ToasterProps>; toast: typeof toastFn };

const { visible, durationMs, position, gapPx, width } = shellConfig.toasts;

/**
 * The app's one toaster. The toast library is loaded with the first notify() call, not with
 * the page; requests raised before it is ready are queued and shown in order.
 */
export function ToastHost({ closeLabel }: { closeLabel: string }) {
  const [sonner, setSonner] = useState<Sonner | null>(null);
  const queue = useRef<ToastRequest[]>([]);
  const loading = useRef(false);

  useEffect(() => {
    const enqueue = (request: ToastRequest) => {
      if (sonner) return show(sonner, request);
      queue.current.push(request);
      if (loading.current) return;
      loading.current = true;
      import('sonner')
        .then((mod) => setSonner({ Toaster: mod.Toaster, toast: mod.toast }))
        .catch((error: unknown) => {
          loading.current = false;
          recoverFromChunkFailure(error);
        });
    };
    const onNotify = (event: Event) => enqueue((event as CustomEvent<ToastRequest>).detail);
    window.addEventListener(NOTIFY_EVENT, onNotify);
    takeEarlyNotifications().forEach(enqueue);
    return () => window.removeEventListener(NOTIFY_EVENT, onNotify);
  }, [sonner]);

  // Once the toaster is mounted, show what was queued while it loaded.
  useEffect(() => {
    if (!sonner) return;
    for (const request of queue.current.splice(0)) show(sonner, request);
  }, [sonner]);

  if (!sonner) return null;
  const { Toaster } = sonner;
  return (
    <Toaster
      position={position}
      visibleToasts={visible}
      duration={durationMs}
      gap={gapPx}
      closeButton
      richColors
      toastOptions={{ closeButtonAriaLabel: closeLabel }}
      className="app-toaster"
      style={{ ['--width' as string]: width }}
    />
  );
}

function show({ toast }: Sonner, { kind, message, description, duration }: ToastRequest) {
  toast[kind](message, { description, duration });
}
