'use client';

import type { ReactNode } from 'react';
import { copyWithNotice } from '@/lib/shell/clipboard';

type CopyLinkProps = {
  url: string;
  copied: string;
  failed: string;
  className?: string;
  children: ReactNode;
};

/**
 * "Copy link": puts an address (an article, a set of tracking results) on the clipboard and
 * confirms with a toast. Without JavaScript (or a clipboard) it is a plain link to that address,
 * to copy from the browser.
 */
export function CopyLink({ url, copied, failed, className, children }: CopyLinkProps) {
  return (
    <a
      href={url}
      className={className}
      data-testid="copy-link"
      onClick={async (event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || !navigator.clipboard) return;
        event.preventDefault();
        await copyWithNotice(url, copied, failed);
      }}
    >
      {children}
    </a>
  );
}
