import { getLocale, getTranslations } from 'next-intl/server';
import { company } from '@/lib/company';
import { loadPageDocument } from '@/lib/content/markdown';
import { aboutPageSchema } from '@/lib/content/schemas';
import { organizationJsonLd } from '@/lib/seo/organization';
import { PageBanner } from '@/components/sections/banner';
import { Figures } from '@/components/sections/figures';
import { Section, TextSection } from '@/components/sections/section';
import { JsonLd } from '@/components/ui/json-ld';
import { Offices } from '@/components/enquiries/office-list';
import { Prose } from '@/components/ui/prose';

/** /abort (the spec's name for About us): story, figures, milestones, offices, certifications. */
export async function AboutPage() {
  const locale = await getLocale();
  const d = await getTranslations('AboutDetails');
  const contact = await getTranslations('Contact');
  const { tree } = loadPageDocument('about', locale, aboutPageSchema);

  return (
    <>
      <PageBanner id="about" />
      <TextSection id="story" heading={d('story')}>
        <Prose tree={tree} className="mt-5" />
      </TextSection>
      <Figures />
      <Section id="milestones" heading={d('timeline')}>
        <ol className="border-primary/30 relative space-y-6 border-l-2 pl-6">
          {company.timeline.map((m) => (
            <li key={m.year} className="relative">
              <span
                aria-hidden="true"
                className="bg-primary absolute top-1.5 -left-[31px] size-3 rounded-full"
              />
              <p className="text-primary font-bold">{m.year}</p>
              <p className="mt-1">{m.text[locale]}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section id="contact" heading={d('offices')} intro={contact('intro')} tone="soft">
        <Offices />
        <p className="text-muted mt-6">
          {contact('hoursLine', { hours: company.contact.hours[locale] })}
        </p>
      </Section>
      <Section id="certifications" heading={d('certifications')}>
        <ul className="grid gap-5 md:grid-cols-2">
          {company.certifications.map((c) => (
            <li key={c.id} className="border-line rounded-xl border p-6">
              <h3 className="text-primary text-lg font-semibold">{c.name[locale]}</h3>
              <p className="text-muted mt-2">{c.text[locale]}</p>
            </li>
          ))}
        </ul>
      </Section>
      <JsonLd data={organizationJsonLd(locale)} />
    </>
  );
}
