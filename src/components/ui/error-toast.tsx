'use client';

import { useEffect } from 'react';
import { notify } from '@/lib/shell/notify';

/** Raises one error toast when a search comes back with problems (the fields say which). */
export function ErrorToast({ message }: { message: string }) {
  useEffect(() => {
    notify.error(message);
  }, [message]);
  return null;
}
