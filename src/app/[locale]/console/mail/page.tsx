import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { ActionFields } from '@/components/console/action-fields';
import { ConsolePage } from '@/components/console/console-page';
import { ConsolePager } from '@/components/console/console-pager';
import { DataTable } from '@/components/ui/data-table';
import { asLocale } from '@/i18n/routing';
import { answerIn } from '@/lib/console/action';
import { decodeCursor } from '@/lib/console/keyset';
import { getDb } from '@/lib/db';
import { retryMailAction } from '@/lib/mail/console-actions';
import { MAX_MAIL_ATTEMPTS } from '@/lib/mail/outbox';
import { waitingMailPage, type DeskMail } from '@/lib/mail/report';
import { searchParam } from '@/lib/http/search-params';
import { requireStaff } from '@/lib/staff/session';

const buttonClass =
  'border-line hover:bg-primary-soft h-11 rounded-md border px-4 font-semibold whitespace-nowrap';

/**
 * The outbox as the operations desk sees it (`npm run enquiries -- outbox` in the browser):
 * unsent mails newest first, 50 a page, without recipients or texts; a failed one retried. A
 * mail of a kind the member's role may not read (HR's applications for operations) shows no
 * error and no retry (src/lib/mail/readers.ts).
 */
export default async function MailConsolePage({
  params,
  searchParams,
}: PageProps<'/[locale]/console/mail'>) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const me = await requireStaff(locale, '/console/mail', 'mail.view');
  const query = await searchParams;
  const { after } = query;
  const { done, problem } = answerIn(query);
  const [t, tc] = await Promise.all([getTranslations('ConsoleMail'), getTranslations('Console')]);
  const page = await waitingMailPage((await getDb()).db, me.role, {
    cursor: decodeCursor(typeof after === 'string' ? after : undefined),
  });
  const format = await getFormatter();
  const status = (s: string) =>
    s === 'pending' || s === 'sending' || s === 'failed' ? t(`status.${s}`) : s;
  const count = (name: string) => {
    const value = searchParam(query, name, 9);
    return value && /^\d{1,9}$/.test(value) ? Number(value) : undefined;
  };
  const retryForm = (mail?: DeskMail) => (
    <form action={retryMailAction}>
      <ActionFields locale={locale} back="/console/mail" />
      {mail ? (
        <input type="hidden" name="id" value={mail.id} />
      ) : (
        <input type="hidden" name="all" value="1" />
      )}
      <button
        type="submit"
        className={buttonClass}
        aria-label={mail ? t('retryLabel', { id: mail.id }) : undefined}
      >
        {mail ? t('retry') : t('retryAll')}
      </button>
    </form>
  );
  const retryable = (m: DeskMail) => m.status === 'failed' && m.readable;
  const [retriedCount, leftCount, refusedId] = [count('count'), count('left'), count('id')];
  return (
    <ConsolePage
      staff={me}
      section="/console/mail"
      title={tc('sections.mail')}
      actions={page.rows.some(retryable) ? retryForm() : undefined}
      notice={
        done === 'retried' && retriedCount !== undefined
          ? `${t('retried', { count: retriedCount })}${leftCount ? ` ${t('left', { count: leftCount })}` : ''}`
          : undefined
      }
      problem={
        problem === 'refused' && refusedId !== undefined
          ? t('refused', { id: refusedId })
          : problem
            ? t('problem')
            : undefined
      }
    >
      <p className="text-muted">{t('intro', { max: MAX_MAIL_ATTEMPTS })}</p>
      {page.rows.length === 0 ? (
        <p data-testid="mail-empty">{t('empty')}</p>
      ) : (
        <DataTable<DeskMail>
          caption={t('caption')}
          rows={page.rows}
          rowKey={(m) => String(m.id)}
          scroll={{ label: t('caption'), minWidth: 'min-w-[64rem]' }}
          columns={[
            {
              header: t('idColumn'),
              cell: (m) => m.id,
              rowHeader: true,
              className: 'tabular-nums',
            },
            {
              header: t('kindColumn'),
              // Every kind the code queues has a label (tests/unit/mail-kinds.test.ts); any
              // other row (test data, a kind since removed) shows what is stored.
              cell: (m) => {
                const key = `kind.${m.kind}` as 'kind.enquiry-sales';
                return t.has(key) ? t(key) : m.kind;
              },
            },
            { header: t('statusColumn'), cell: (m) => status(m.status) },
            {
              header: t('createdColumn'),
              cell: (m) => format.dateTime(new Date(m.createdAt), 'beijing'),
              className: 'whitespace-nowrap',
            },
            { header: t('attemptsColumn'), cell: (m) => m.attempts, className: 'tabular-nums' },
            {
              header: t('nextColumn'),
              cell: (m) =>
                m.status === 'failed' ? '—' : format.dateTime(new Date(m.nextAttemptAt), 'beijing'),
              className: 'whitespace-nowrap',
            },
            {
              header: t('errorColumn'),
              cell: (m) => (m.readable ? (m.lastError ?? '—') : t('errorHidden')),
              className: 'break-words',
            },
            {
              header: t('actionColumn'),
              cell: (m) => (retryable(m) ? retryForm(m) : '—'),
            },
          ]}
        />
      )}
      <ConsolePager
        first={after === undefined ? undefined : '/console/mail'}
        next={page.next && `/console/mail?after=${page.next}`}
      />
    </ConsolePage>
  );
}
