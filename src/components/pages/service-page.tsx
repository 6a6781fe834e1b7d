import { getLocale, getTranslations } from 'next-intl/server';
import { messageList } from '@/i18n/message-list';
import { pages } from '@/config/pages';
import { serviceCoverage, type ServiceWithCoverage } from '@/lib/content/coverage';
import { loadPageDocument } from '@/lib/content/markdown';
import { servicePageSchema } from '@/lib/content/schemas';
import { Prose } from '@/components/ui/prose';
import { PageBanner } from '@/components/sections/banner';
import { CardGrid } from '@/components/sections/card-grid';
import { CoverageTable } from '@/components/sections/coverage-table';
import { Faq } from '@/components/sections/faq';
import { PriceCta } from '@/components/sections/price-cta';
import { ServiceContact } from '@/components/sections/service-contact';
import { Section } from '@/components/sections/section';
import { Steps } from '@/components/sections/steps';

/** The URL segment of each service page's content folder. */
const contentFolder: Record<ServiceWithCoverage, string> = {
  directSales: 'direct-sales',
  fbaHeadShipping: 'fba-head-shipping',
  overseasServices: 'overseas-services',
  enterpriseBusiness: 'enterprise-business',
};

/**
 * A service page: banner, key facts, what it is and for whom, what is included, how it works,
 * coverage and transit times, rules, FAQs and the call to the price lookup. Copy comes from
 * content/pages/<service>/<locale>.md and the page's messages namespace.
 */
export async function ServicePage({ id }: { id: ServiceWithCoverage }) {
  const locale = await getLocale();
  const t = await getTranslations(pages[id].namespace);
  const s = await getTranslations('ServicePage');
  const { data, tree } = loadPageDocument(contentFolder[id], locale, servicePageSchema);
  const highlights = messageList<{ title: string; text: string }>(t.raw('highlights'));

  return (
    <>
      <PageBanner id={id} />
      <div className="border-line bg-surface border-b">
        <ul className="container-page grid gap-4 py-6 sm:grid-cols-3">
          {highlights.map((h) => (
            <li key={h.title}>
              <p className="text-primary text-lg font-bold">{h.title}</p>
              <p className="text-muted">{h.text}</p>
            </li>
          ))}
        </ul>
      </div>
      <section
        aria-labelledby="what-heading"
        className="container-page grid gap-10 py-12 sm:py-16 lg:grid-cols-[1.6fr_1fr]"
      >
        <div>
          <h2 id="what-heading" className="section-heading">
            {s('whatItIs')}
          </h2>
          <Prose tree={tree} className="mt-5" />
        </div>
        <aside
          aria-labelledby="audience-heading"
          className="border-line bg-surface self-start rounded-xl border p-6"
        >
          <h2 id="audience-heading" className="text-xl font-bold">
            {s('whoFor')}
          </h2>
          <ul className="text-ink marker:text-primary mt-4 list-disc space-y-2 pl-5">
            {data.audience.map((item, i) => (
              <li key={i}>{item}</li>
            ))}
          </ul>
        </aside>
      </section>
      <Section id="included" heading={s('included')} tone="soft">
        <CardGrid items={data.included} />
      </Section>
      <Section id="how-it-works" heading={s('howItWorks')}>
        <Steps steps={data.steps} />
      </Section>
      <Section id="coverage" heading={s('coverage')} intro={s('coverageNote')} tone="soft">
        <CoverageTable rows={serviceCoverage[id]} />
      </Section>
      <Section id="rules" heading={s('rules')}>
        <ul className="grid gap-3 md:grid-cols-2">
          {data.rules.map((rule, i) => (
            <li key={i} className="rule">
              {rule}
            </li>
          ))}
        </ul>
      </Section>
      <Section id="faq" heading={s('faq')} tone="soft">
        <Faq items={data.faqs} />
      </Section>
      <PriceCta />
      <ServiceContact service={id} />
    </>
  );
}
