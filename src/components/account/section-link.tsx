import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';

/** A link on a line of its own at the foot of an account section, to the page that says more. */
export function SectionLink({
  href,
  small = false,
  testId,
  children,
}: {
  href: string;
  /** In the small print (the privacy policy under the data page). */
  small?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <p className={small ? 'mt-4 text-sm' : 'mt-4'}>
      <Link href={href} className="text-primary underline" data-testid={testId}>
        {children}
      </Link>
    </p>
  );
}
