import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ConsolePage } from '@/components/console/console-page';
import { DeskForm, DeskText } from '@/components/console/desk-form';
import { EnquiryFacts } from '@/components/console/enquiry-facts';
import { EnquiryBookings } from '@/components/console/bookings/enquiry-bookings';
import { EnquiryHistory } from '@/components/console/enquiry-history';
import { SelectField } from '@/components/ui/select-field';
import { asLocale } from '@/i18n/routing';
import { getDb } from '@/lib/db';
import { NOTE_MAX } from '@/lib/console/history';
import {
  assignEnquiryTo,
  changeEnquiryStatus,
  noteEnquiry,
  replyEnquiry,
} from '@/lib/enquiries/console-actions';
import { consoleEnquiryView } from '@/lib/enquiries/console-view';
import { readEnquiryReference } from '@/lib/enquiries/reference';
import { REPLY_SUBJECT_MAX, REPLY_TEXT_MAX, replySubject } from '@/lib/enquiries/reply';
import { ENQUIRY_STATUSES } from '@/lib/enquiries/status';
import { requireStaff } from '@/lib/staff/session';
import { ConsoleCard, ConsoleSection } from '@/components/console/section';

/**
 * One enquiry (sales), at the address its mails link to: what the visitor sent, the quote as
 * they saw it, its status and assignee, its timeline, a note and a reply by email.
 */
export default async function EnquiryPage({
  params,
}: PageProps<'/[locale]/console/enquiries/[reference]'>) {
  const { locale: raw, reference: typed } = await params;
  const locale = asLocale(raw);
  setRequestLocale(locale);
  const reference = readEnquiryReference(decodeURIComponent(typed));
  const path = `/console/enquiries/${reference ?? ''}`;
  const me = await requireStaff(locale, reference ? path : '/console/enquiries', 'enquiries.view');
  const { db } = await getDb();
  const view = reference ? await consoleEnquiryView(db, reference, me) : undefined;
  if (!reference || !view) notFound();
  const { enquiry, history, desk, bookings } = view;
  const t = await getTranslations('ConsoleEnquiries');
  const hidden = { locale, back: path, reference };
  const forms = { hidden, problemHeading: t('detail.problemHeading') };
  const visitor = asLocale(enquiry.locale);
  return (
    <ConsolePage
      staff={me}
      section="/console/enquiries"
      title={t('detail.title', { reference })}
      up={{ href: '/console/enquiries', label: t('detail.back') }}
    >
      <EnquiryFacts enquiry={enquiry} locale={locale} />
      {bookings && (
        <EnquiryBookings enquiry={enquiry} bookings={bookings} mayCreate={view.mayBook} />
      )}
      <ConsoleSection name="desk" title={t('detail.deskTitle')}>
        <div className="grid gap-4 md:grid-cols-2">
          <ConsoleCard>
            <DeskForm
              action={changeEnquiryStatus}
              submit={t('detail.setStatus')}
              testId="enquiry-status"
              {...forms}
            >
              <SelectField
                id="enquiry-status-select"
                name="status"
                label={t('detail.statusLabel')}
                defaultValue={enquiry.status}
                options={ENQUIRY_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
              />
            </DeskForm>
          </ConsoleCard>
          <ConsoleCard>
            <DeskForm
              action={assignEnquiryTo}
              submit={t('detail.assign')}
              testId="enquiry-assign"
              {...forms}
            >
              <SelectField
                id="enquiry-assignee"
                name="assignee"
                label={t('detail.assigneeLabel')}
                defaultValue={enquiry.assignee_id ?? ''}
                empty={t('detail.nobody')}
                options={desk.map((s) => ({ value: s.id, label: `${s.name} (${s.email})` }))}
              />
            </DeskForm>
          </ConsoleCard>
        </div>
      </ConsoleSection>
      <EnquiryHistory items={history} locale={locale} />
      <div className="grid gap-4 lg:grid-cols-2">
        <ConsoleSection name="note" title={t('detail.noteTitle')} look="card">
          <DeskForm
            action={noteEnquiry}
            submit={t('detail.addNote')}
            testId="enquiry-note"
            {...forms}
          >
            <DeskText
              id="enquiry-note-text"
              name="note"
              label={t('detail.noteLabel')}
              maxLength={NOTE_MAX}
              multiline
            />
          </DeskForm>
        </ConsoleSection>
        <ConsoleSection name="reply" title={t('detail.replyTitle')} look="card">
          {enquiry.email ? (
            <>
              <p className="text-muted text-sm">
                {t('detail.replyIntro', {
                  email: enquiry.email,
                  language: t(`detail.languageName.${visitor}`),
                  me: me.email,
                })}
              </p>
              <DeskForm
                action={replyEnquiry}
                submit={t('detail.send')}
                testId="enquiry-reply"
                {...forms}
              >
                <DeskText
                  id="enquiry-reply-subject"
                  name="subject"
                  label={t('detail.subject')}
                  defaultValue={replySubject(visitor, reference)}
                  maxLength={REPLY_SUBJECT_MAX}
                />
                <DeskText
                  id="enquiry-reply-body"
                  name="body"
                  label={t('detail.body')}
                  maxLength={REPLY_TEXT_MAX}
                  multiline
                />
              </DeskForm>
            </>
          ) : (
            <p data-testid="enquiry-no-email">{t('detail.noEmail')}</p>
          )}
        </ConsoleSection>
      </div>
    </ConsolePage>
  );
}
