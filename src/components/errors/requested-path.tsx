'use client';

import { usePathname } from 'next/navigation';
import { decodePath } from '@/lib/errors/decode-path';

/** The 404 message with the address in the browser's location bar ("Page not found: {path}"). */
export function RequestedPath({ template }: { template: string }) {
  return <>{template.replace('{path}', decodePath(usePathname() ?? '/'))}</>;
}
