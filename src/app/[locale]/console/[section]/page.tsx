import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { asLocale } from '@/i18n/routing';
import { SECTIONS, type Section } from '@/lib/staff/permissions';
import { requireStaff } from '@/lib/staff/session';

/**
 * A console section at its stable address (/console/enquiries, …): opened by the permission the
 * table gives it, a 403 screen for any other role. Its screens come with the next steps.
 */
export default async function SectionPage({ params }: PageProps<'/[locale]/console/[section]'>) {
  const { locale: raw, section } = await params;
  const locale = asLocale(raw);
  setRequestLocale(locale);
  const path = `/console/${section}`;
  if (!Object.hasOwn(SECTIONS, path)) notFound();
  await requireStaff(locale, path, SECTIONS[path as Section]);
  const t = await getTranslations('Console');
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{t(`sections.${section as 'staff'}`)}</h1>
      <p className="text-muted">{t('sectionSoon')}</p>
      <Link href="/console" className="text-primary underline">
        {t('backHome')}
      </Link>
    </div>
  );
}
