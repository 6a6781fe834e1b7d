import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { ActionFields } from '@/components/console/action-fields';
import { ConsolePage } from '@/components/console/console-page';
import { TokenCreateForm } from '@/components/console/token-create-form';
import { DataTable } from '@/components/ui/data-table';
import { asLocale } from '@/i18n/routing';
import { answerIn } from '@/lib/console/action';
import { getDb } from '@/lib/db';
import { searchParam } from '@/lib/http/search-params';
import { requireStaff } from '@/lib/staff/session';
import { revokeTokenAction } from '@/lib/tracking/console-actions';
import { listTokens, type TokenInfo } from '@/lib/tracking/tokens';
import { ConsoleSection } from '@/components/console/section';

/**
 * The ingest API's tokens: made (the secret shown once), listed with their maker and last use,
 * revoked after a confirmation (any token, whoever made it). `tracking.tokens` asks for a
 * sign-in within 15 minutes, so the page does too: an older sign-in signs in again before
 * anything is typed.
 */
export default async function TrackingTokensPage({
  params,
  searchParams,
}: PageProps<'/[locale]/console/tracking/tokens'>) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const me = await requireStaff(locale, '/console/tracking/tokens', 'tracking.tokens');
  const t = await getTranslations('ConsoleTracking');
  const tokens = await listTokens((await getDb()).db);
  const query = await searchParams;
  const { done, problem } = answerIn(query);
  const revoked = done === 'revoked' ? searchParam(query, 'name', 100) : undefined;
  const format = await getFormatter();
  return (
    <ConsolePage
      staff={me}
      section="/console/tracking"
      title={t('tokensTitle')}
      up={{ href: '/console/tracking', label: t('backToTracking') }}
      notice={revoked && t('revoked', { name: revoked })}
      problem={problem ? t('revokeProblem') : undefined}
    >
      <p className="text-muted">{t('tokensIntro')}</p>
      <ConsoleSection name="create" title={t('createTitle')}>
        <TokenCreateForm />
      </ConsoleSection>
      {tokens.length === 0 ? (
        <p className="text-muted">{t('noTokens')}</p>
      ) : (
        <DataTable<TokenInfo>
          caption={t('tokensCaption', { count: tokens.length })}
          rows={tokens}
          rowKey={(token) => token.name}
          scroll={{ label: t('tokensTitle'), minWidth: 'min-w-[60rem]' }}
          columns={[
            { header: t('nameColumn'), cell: (k) => k.name, rowHeader: true },
            {
              header: t('createdColumn'),
              cell: (k) => format.dateTime(new Date(k.createdAt), 'beijing'),
              className: 'whitespace-nowrap',
            },
            {
              header: t('lastUsedColumn'),
              cell: (k) =>
                k.lastUsedAt ? format.dateTime(new Date(k.lastUsedAt), 'beijing') : t('never'),
              className: 'whitespace-nowrap',
            },
            {
              header: t('madeByColumn'),
              cell: (k) =>
                !k.createdBy
                  ? t('byCli')
                  : k.createdBy.disabled
                    ? t('makerDisabled', { email: k.createdBy.email })
                    : k.createdBy.email,
            },
            {
              header: t('stateColumn'),
              cell: (k) =>
                k.revokedAt ? (
                  t('revokedAt', { time: format.dateTime(new Date(k.revokedAt), 'beijing') })
                ) : (
                  // A disclosure asks before the revocation (without JavaScript too).
                  <details data-testid={`revoke-${k.name}`}>
                    <summary className="text-primary cursor-pointer font-semibold">
                      {k.createdBy?.disabled ? t('refusedMakerDisabled') : t('active')} ·{' '}
                      {t('revoke')}
                    </summary>
                    <form action={revokeTokenAction} className="mt-2 space-y-2">
                      <ActionFields locale={locale} back="/console/tracking/tokens" />
                      <input type="hidden" name="name" value={k.name} />
                      <p className="text-sm">{t('revokeConfirm', { name: k.name })}</p>
                      <button
                        type="submit"
                        className="bg-danger h-11 rounded-md px-4 font-semibold text-white"
                      >
                        {t('revokeSubmit', { name: k.name })}
                      </button>
                    </form>
                  </details>
                ),
            },
          ]}
        />
      )}
    </ConsolePage>
  );
}
