import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SignOutButton } from '@/components/console/sign-out-button';
import { Link } from '@/i18n/navigation';
import { asLocale } from '@/i18n/routing';
import { sectionName } from '@/components/console/console-page';
import { sectionsFor } from '@/lib/staff/permissions';
import { getDb } from '@/lib/db';
import { workQueues } from '@/lib/console/work-queues';
import { WorkQueues } from '@/components/console/work-queues';
import { messagesToAnswer } from '@/lib/bookings/messages';
import { MessagesToAnswer } from '@/components/console/messages-to-answer';
import { documentsAttention } from '@/lib/bookings/documents';
import { DocumentsAttentionCard } from '@/components/console/bookings/documents-attention';
import { can } from '@/lib/staff/permissions';
import { requireStaff } from '@/lib/staff/session';

/**
 * The console's home: who is signed in, with which role, the work waiting for that role, and the
 * sections it opens.
 */
export default async function ConsoleHome({ params }: PageProps<'/[locale]/console'>) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const staff = await requireStaff(locale, '/console');
  const t = await getTranslations('Console');
  const sections = sectionsFor(staff.role);
  const te = await getTranslations('ConsoleEnquiries');
  // Each role opens on its work: what waits for it, newest first, one click from each record;
  // the shipper's messages waiting for an answer, and the bookings lacking documents close to
  // their cut-off, are lists of their own.
  const { db } = await getDb();
  const now = new Date();
  const [queues, toAnswer, lacking] = await Promise.all([
    workQueues(db, staff.role, now),
    can(staff.role, 'bookings.view') ? messagesToAnswer(db) : undefined,
    can(staff.role, 'bookings.reviewDocuments')
      ? documentsAttention(db, now).then((rows) => rows.length)
      : undefined,
  ]);
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
      {queues.length > 0 && (
        <WorkQueues queues={queues} overdueLabel={(count) => te('overdueCard', { count })} />
      )}
      {lacking !== undefined && <DocumentsAttentionCard count={lacking} />}
      {toAnswer && <MessagesToAnswer {...toAnswer} />}
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
