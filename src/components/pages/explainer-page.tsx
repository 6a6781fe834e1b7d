import type { ReactNode } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import { pages } from '@/config/pages';
import { loadPageDocument } from '@/lib/content/markdown';
import { explainerPageSchema } from '@/lib/content/schemas';
import { PageBanner } from '@/components/sections/banner';
import { CardGrid } from '@/components/sections/card-grid';
import { TextSection } from '@/components/sections/section';
import { Prose } from '@/components/ui/prose';

const explainers = {
  queryPrice: 'query-price',
  queryRoute: 'query-route',
  joinUs: 'join-us',
} as const;
type ExplainerId = keyof typeof explainers;

/**
 * A page whose tool or form sits beside an explanation (content/pages/<page>/<locale>.md):
 * how prices and transit times are worked out, or why and how we hire.
 */
export async function ExplainerPage({ id, tool }: { id: ExplainerId; tool?: ReactNode }) {
  const locale = await getLocale();
  const t = await getTranslations(pages[id].namespace);
  const { data, tree } = loadPageDocument(explainers[id], locale, explainerPageSchema);
  return (
    <>
      <PageBanner id={id} />
      {tool && <div className="container-page pt-10 sm:pt-12">{tool}</div>}
      <TextSection id="explainer" heading={t('explainerHeading')}>
        <div className="mt-8">
          <CardGrid items={data.points} />
        </div>
        <Prose tree={tree} className="mt-10" />
      </TextSection>
    </>
  );
}
