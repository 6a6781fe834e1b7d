import { notFound } from 'next/navigation';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { ConsolePage } from '@/components/console/console-page';
import { DownloadButton } from '@/components/console/download-button';
import { ApplicationForms } from '@/components/console/applications/application-forms';
import { ApplicationHistory } from '@/components/console/applications/application-history';
import { asLocale, localizedPath } from '@/i18n/routing';
import { consoleApplicationView } from '@/lib/careers/console-view';
import { experienceBands } from '@/lib/careers/fields';
import { getDb } from '@/lib/db';
import { requireStaff } from '@/lib/staff/session';
import { ConsoleSection } from '@/components/console/section';

/** One application: everything the applicant sent, its résumé, status, notes, deletion. */
export default async function ApplicationPage({
  params,
}: PageProps<'/[locale]/console/applications/[id]'>) {
  const { locale: raw, id } = await params;
  const locale = asLocale(raw);
  setRequestLocale(locale);
  const path = `/console/applications/${id}`;
  const me = await requireStaff(locale, path, 'applications.view');
  const { db } = await getDb();
  const view = await consoleApplicationView(db, id, locale);
  if (!view) notFound();
  const { application: a, history } = view;
  const t = await getTranslations('ConsoleApplications');
  const tj = await getTranslations('JoinForm');
  const format = await getFormatter();
  const time = (iso: string) => format.dateTime(new Date(iso), 'beijing');
  const experience = (experienceBands as readonly string[]).includes(a.experience)
    ? tj(`experienceBands.${a.experience as (typeof experienceBands)[number]}`)
    : a.experience;
  const sent: [string, string][] = [
    [t('received'), time(a.created_at)],
    [t('statusLabel'), t(`status.${a.status as 'new'}`)],
    [t('position'), view.positionTitle],
    [tj('name'), a.name],
    [tj('email'), a.email],
    [tj('phone'), a.phone],
    [t('city'), a.city],
    [tj('experience'), experience],
    [t('language'), t(`languages.${asLocale(a.locale)}`)],
    [t('consent'), time(a.consent_at)],
  ];
  const resume: [string, string][] = [
    [t('resumeFile'), a.resume_name],
    [t('resumeSize'), `${format.number(Math.ceil(a.resume_size / 1024))} KB`],
    [t('resumeType'), a.resume_type],
  ];
  const list = (rows: [string, string][]) => (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted text-sm font-semibold sm:text-base sm:font-normal">{term}</dt>
          <dd className="min-w-0 [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
  return (
    <ConsolePage
      staff={me}
      section="/console/applications"
      title={t('detailTitle', { id })}
      up={{ href: '/console/applications', label: t('back') }}
    >
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <ConsoleSection name="sent" title={t('sentTitle')} look="panel">
          {list(sent)}
          <h3 className="font-semibold">{tj('message')}</h3>
          <p className="break-words whitespace-pre-wrap" data-testid="message">
            {a.message || t('noMessage')}
          </p>
        </ConsoleSection>
        <div className="space-y-6">
          <ConsoleSection name="resume" title={t('resumeTitle')} look="panel">
            {list(resume)}
            <DownloadButton
              href={localizedPath(`/console/applications/${encodeURIComponent(id)}/resume`, locale)}
              label={t('download')}
              className="text-primary cursor-pointer font-semibold underline"
              testId="download"
            />
            <p className="text-muted text-sm">{t('downloadHint')}</p>
          </ConsoleSection>
          <ApplicationForms id={id} locale={locale} status={a.status}>
            <ApplicationHistory history={history} />
          </ApplicationForms>
        </div>
      </div>
    </ConsolePage>
  );
}
