import { randomUUID } from 'node:crypto';
import { getLocale, getTranslations } from 'next-intl/server';
import { localizedPath } from '@/i18n/routing';
import { pages } from '@/config/pages';
import { openPositions } from '@/lib/careers/positions';
import { ApplicationForm } from '@/components/careers/application-form';
import { applicationText } from '@/components/careers/application-text';
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
  const positions = await openPositions(locale);
  const preselected = positions.some((p) => p.id === position) ? position : undefined;
  // Without JavaScript the form posts to this view (its filters and choice kept) and comes back
  // at the form: React would otherwise write action="", which is not a valid address.
  const query = new URLSearchParams(
    Object.entries({ ...filters, position }).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    ),
  ).toString();
  const permalink = `${localizedPath(pages.joinUs.path, locale)}${query ? `?${query}` : ''}#apply`;
  return (
    <ExplainerPage
      id="joinUs"
      tool={
        <div className="grid gap-12">
          <PositionsList locale={locale} positions={positions} filters={filters} />
          <section aria-labelledby="apply-heading" id="apply" className="scroll-mt-24">
            <h2 id="apply-heading" className="section-heading mb-6">
              {t('heading')}
            </h2>
            <ApplicationForm
              text={await applicationText(localizedPath(pages.privacy.path, locale))}
              positions={positions.map((p) => ({ id: p.id, title: p.title }))}
              preselected={preselected}
              permalink={permalink}
              initialSubmissionId={randomUUID()}
            />
          </section>
        </div>
      }
    />
  );
}
