import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SignOutButton } from '@/components/console/sign-out-button';
import { Link } from '@/i18n/navigation';
import { asLocale } from '@/i18n/routing';
import { sectionName } from '@/components/console/console-page';
import { sectionsFor } from '@/lib/staff/permissions';
import { getDb } from '@/lib/db';
import { countOverdue } from '@/lib/enquiries/desk';
import { documentsAttention } from '@/lib/bookings/documents';
import { DocumentsAttentionCard } from '@/components/console/bookings/documents-attention';
import { can } from '@/lib/staff/permissions';
import { requireStaff } from '@/lib/staff/session';

/** The console's home: who is signed in, with which role, and the sections that role opens. */
export default async function ConsoleHome({ params }: PageProps<'/[locale]/console'>) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const staff = await requireStaff(locale, '/console');
  const t = await getTranslations('Console');
  const sections = sectionsFor(staff.role);
  const te = await getTranslations('ConsoleEnquiries');
  // Sales' first question of the day: which enquiries have waited past the promised answer.
  const overdue = can(staff.role, 'enquiries.view')
    ? await countOverdue((await getDb()).db, new Date())
    : undefined;
  // Operations' first question: which bookings lack documents close to their cut-off.
  const lacking = can(staff.role, 'bookings.reviewDocuments')
    ? (await documentsAttention((await getDb()).db, new Date())).length
    : undefined;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">{t('homeTitle')}</h1>
          <p className="mt-2" data-testid="signed-in-as">
            {t('signedInAs', { name: staff.name, email: staff.email })}
          </p>
          <p className="text-muted" data-testid="staff-role">
            {t('role', { role: t(`roles.${staff.role}`) })}
          </p>
        </div>
        <SignOutButton />
      </div>
      {overdue !== undefined && (
        <Link
          href="/console/enquiries?overdue=1"
          className={`bg-surface hover:border-primary block max-w-sm rounded-lg border p-4 ${overdue > 0 ? 'border-danger' : 'border-line'}`}
          data-testid="overdue-enquiries"
        >
          <span className="block text-lg font-semibold">
            {te('overdueCard', { count: overdue })}
          </span>
          <span className="text-muted block text-sm">{te('overdueCardHint')}</span>
        </Link>
      )}
      {lacking !== undefined && <DocumentsAttentionCard count={lacking} />}
      {sections.length > 0 && (
        <nav aria-labelledby="sections-heading">
          <h2 id="sections-heading" className="text-lg font-semibold">
            {t('sectionsTitle')}
          </h2>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="sections">
            {sections.map((section) => (
              <li key={section}>
                <Link
                  href={section}
                  className="border-line bg-surface hover:border-primary block rounded-lg border p-4 font-semibold"
                >
                  {t(`sections.${sectionName(section)}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
