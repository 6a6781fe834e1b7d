'use client';

import { useSyncExternalStore } from 'react';
import { isbot } from 'isbot';

const noSubscription = () => () => {};

/** Whether the browser is a search-engine or link-preview bot (false while server-rendering). */
export function useIsBot(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => isbot(navigator.userAgent),
    () => false,
  );
}
