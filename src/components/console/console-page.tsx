import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { sectionsFor, type Section } from '@/lib/staff/permissions';
import type { StaffMember } from '@/lib/staff/session';

/**
 * A section's name in the navigation and headings: its desk's, the key of its label under
 * `Console.sections` (a section without one fails to type-check).
 */
export const sectionName = <S extends Section>(section: S) =>
  section.slice('/console/'.length) as S extends `/console/${infer Name}` ? Name : never;

/**
 * The frame of every console page after the sign-in: the sections the staff member's role opens
 * (the current one marked), then the page's heading and content. `section` is the section this
 * page belongs to; a record's page passes its section's list as `up` to link back to it.
 * `notice` (what the last change did) and `problem` (why it was refused), from the address a
 * plain post redirected to, are announced under the heading.
 */
export async function ConsolePage({
  staff,
  section,
  title,
  up,
  actions,
  notice,
  problem,
  children,
}: {
  staff: StaffMember;
  section?: Section;
  title: string;
  up?: { href: string; label: string };
  actions?: ReactNode;
  notice?: string;
  problem?: string;
  children: ReactNode;
}) {
  const t = await getTranslations('Console');
  const sections = sectionsFor(staff.role);
  return (
    <div className="space-y-6">
      <nav aria-label={t('sectionsTitle')} className="border-line border-b pb-3">
        <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
          <li>
            <Link href="/console" className="text-primary underline-offset-4 hover:underline">
              {t('homeTitle')}
            </Link>
          </li>
          {sections.map((s) => (
            <li key={s}>
              <Link
                href={s}
                aria-current={s === section ? 'page' : undefined}
                className="text-primary underline-offset-4 hover:underline aria-[current=page]:font-semibold aria-[current=page]:underline"
              >
                {t(`sections.${sectionName(s)}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {up && (
        <Link href={up.href} className="text-primary text-sm underline">
          {up.label}
        </Link>
      )}
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h1 className="text-2xl font-bold">{title}</h1>
        {actions}
      </div>
      {notice && (
        <p
          role="status"
          className="border-line bg-surface rounded-lg border p-4"
          data-testid="notice"
        >
          {notice}
        </p>
      )}
      {problem && (
        <p
          role="alert"
          className="border-danger/40 bg-danger/5 rounded-lg border p-4"
          data-testid="problem"
        >
          {problem}
        </p>
      )}
      {children}
    </div>
  );
}
