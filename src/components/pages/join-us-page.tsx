import { randomUUID } from 'node:crypto';
import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import { localizedPath } from '@/i18n/routing';
import { pages } from '@/config/pages';
import { compileMessages } from '@/lib/i18n/compiled-messages';
import { loadPositions } from '@/lib/careers/positions';
import { ApplicationForm } from '@/components/careers/application-form';
import { PositionsList, type PositionFilters } from '@/components/careers/positions-list';
import { ExplainerPage } from './explainer-page';

/**
 * /join-us: the open positions (filterable), the application form, then why and how we hire.
 * `position` preselects a position in the form (the "Apply" links without JavaScript).
 */
export async function JoinUsPage({
  filters = {},
  position,
}: {
  filters?: PositionFilters;
  position?: string;
}) {
  const locale = await getLocale();
  const t = await getTranslations('JoinForm');
  const positions = loadPositions(locale);
  const messages = compileMessages((await getMessages()).JoinForm);
  const preselected = positions.some((p) => p.id === position) ? position : undefined;
  return (
    <ExplainerPage
      id="joinUs"
      tool={
        <div className="grid gap-12">
          <PositionsList locale={locale} positions={positions} filters={filters} />
          <section aria-labelledby="apply-heading" id="apply" className="scroll-mt-24">
            <h2 id="apply-heading" className="mb-6 text-2xl font-bold tracking-tight sm:text-3xl">
              {t('heading')}
            </h2>
            <ApplicationForm
              locale={locale}
              messages={messages}
              positions={positions.map((p) => ({ id: p.id, title: p.title }))}
              preselected={preselected}
              privacyHref={localizedPath(pages.privacy.path, locale)}
              initialSubmissionId={randomUUID()}
            />
          </section>
        </div>
      }
    />
  );
}
