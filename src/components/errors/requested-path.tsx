'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { decodePath } from '@/lib/errors/decode-path';

/**
 * The 404 message with the address in the browser's location bar ("Page not found: {path}"),
 * under a client provider that carries the NotFound namespace.
 */
export function RequestedPath() {
  const t = useTranslations('NotFound');
  return <>{t('message', { path: decodePath(usePathname() ?? '/') })}</>;
}
