import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { asLocale } from '@/i18n/routing';
import { deleteAccountAction } from '@/lib/accounts/data-action';
import { HeadedSection } from '@/components/ui/headed-section';
import { SectionLink } from '@/components/account/section-link';

const buttonClass =
  'border-line hover:bg-surface inline-flex min-h-11 items-center rounded-md border px-4 font-semibold';

/**
 * "Your data": the download of everything held about the account (a plain link to the route
 * handler: a file, no JavaScript), and the account's deletion in two steps: "Delete my account"
 * opens the confirmation (`?delete=confirm`), whose button posts the Server Action.
 */
export async function AccountData({ confirming }: { confirming: boolean }) {
  const t = await getTranslations('AccountData');
  const locale = asLocale(await getLocale());
  return (
    <div className="container-page space-y-8 py-10" data-testid="account-data">
      <HeadedSection look="card" headingId="data-download" title={t('downloadHeading')}>
        <p className="text-muted mt-2 max-w-prose">{t('downloadText')}</p>
        <a
          href="/api/account/data"
          download
          className="bg-primary mt-4 inline-flex min-h-11 items-center rounded-md px-5 font-semibold text-white hover:opacity-90"
          data-testid="account-data-download"
        >
          {t('download')}
        </a>
      </HeadedSection>

      <HeadedSection
        look="card"
        headingId="data-delete"
        title={confirming ? t('confirmHeading') : t('deleteHeading')}
      >
        <p className="text-muted mt-2 max-w-prose">{t('deleteText')}</p>
        {confirming ? (
          <>
            <p className="mt-3 max-w-prose font-semibold" role="alert">
              {t('confirmText')}
            </p>
            <div className="mt-4 flex flex-wrap items-center gap-3">
              <form action={deleteAccountAction}>
                <input type="hidden" name="locale" value={locale} />
                <input type="hidden" name="confirm" value="delete" />
                <button
                  type="submit"
                  className="bg-danger inline-flex min-h-11 items-center rounded-md px-5 font-semibold text-white hover:opacity-90"
                  data-testid="account-delete-confirm"
                >
                  {t('confirm')}
                </button>
              </form>
              <Link href="/account/data" className={buttonClass}>
                {t('cancel')}
              </Link>
            </div>
          </>
        ) : (
          <Link
            href="/account/data?delete=confirm"
            className={`${buttonClass} mt-4`}
            data-testid="account-delete"
          >
            {t('delete')}
          </Link>
        )}
        <SectionLink href="/privacy" small>
          {t('privacyLink')}
        </SectionLink>
      </HeadedSection>
    </div>
  );
}
