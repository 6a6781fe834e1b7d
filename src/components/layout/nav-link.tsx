'use client';

import type { ReactNode } from 'react';
import { Link, usePathname } from '@/i18n/navigation';

type NavLinkProps = { href: string; className?: string; children: ReactNode };

/** A localized link that marks itself as the current page (aria-current) when it is. */
export function NavLink({ href, className, children }: NavLinkProps) {
  const pathname = usePathname();
  const current =
    href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`);
  return (
    <Link href={href} className={className} aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  );
}
