'use client';

import { useSyncExternalStore, type ReactNode } from 'react';
import { copyWithNotice } from '@/lib/shell/clipboard';

const noSubscription = () => () => {};

const buttonClass =
  'border-line text-ink hover:border-primary hover:text-primary inline-flex h-10 shrink-0 items-center gap-2 rounded-md border bg-white px-3 text-[15px] font-medium';

type CopyButtonProps = {
  /** What goes on the clipboard. */
  text: string;
  /** The button's accessible name ("Copy the waybill number"). */
  label: string;
  copied: string;
  failed: string;
  children: ReactNode;
};

/**
 * "Copy" beside a text the page shows (a waybill number, an address): puts it on the clipboard
 * and confirms with a toast. It appears once the page is interactive; without JavaScript there is
 * no button that does nothing, and the text beside it is selectable as ever.
 */
export function CopyButton({ text, label, copied, failed, children }: CopyButtonProps) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return (
    <button
      type="button"
      hidden={!hydrated}
      aria-label={label}
      title={label}
      className={buttonClass}
      data-testid="copy-button"
      onClick={() => copyWithNotice(text, copied, failed)}
    >
      {children}
    </button>
  );
}
