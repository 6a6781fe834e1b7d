'use client';

import { usePathname } from 'next/navigation';
import { decodePath, PATH_SLOT } from '@/lib/errors/decode-path';

/**
 * The 404 message with the address in the browser's location bar ("Page not found: {path}"):
 * `message` is the NotFound message, formatted on the server with PATH_SLOT as the path.
 */
export function RequestedPath({ message }: { message: string }) {
  const path = decodePath(usePathname() ?? '/');
  // A function, so that '$&' or '$1' in an address is not read as a replacement pattern.
  return <>{message.replace(PATH_SLOT, () => path)}</>;
}
