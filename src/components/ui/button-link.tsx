import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import { arrowRight } from '@/components/ui/icons';
import { Link } from '@/i18n/navigation';

const variants = {
  /** Filled primary, on light backgrounds. */
  primary: 'bg-primary text-white hover:bg-primary-dark',
  /** White, on the dark brand backgrounds (heroes, call-to-action bands). */
  light: 'bg-white text-primary-dark hover:bg-primary-soft',
  /** Outlined, on dark backgrounds. */
  outline: 'border border-white/70 text-white hover:bg-white/10',
};

type ButtonLinkProps = {
  href: string;
  variant?: keyof typeof variants;
  arrow?: boolean;
  children: ReactNode;
};

/** A localized link that looks like a button. */
export function ButtonLink({
  href,
  variant = 'primary',
  arrow = false,
  children,
}: ButtonLinkProps) {
  return (
    <Link href={href} className={`button-link ${variants[variant]}`}>
      {children}
      {arrow && <Icon icon={arrowRight} className="size-4" />}
    </Link>
  );
}
