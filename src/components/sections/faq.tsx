import { Icon } from '@/components/ui/icon';
import { chevronDown } from '@/components/ui/icons';
import { JsonLd } from '@/components/ui/json-ld';

type FaqItem = { q: string; a: string };

/** Questions and answers that open in place, with FAQPage structured data. */
export function Faq({ items }: { items: FaqItem[] }) {
  return (
    <>
      <div className="divide-line border-line divide-y rounded-xl border bg-white">
        {items.map((item) => (
          <details key={item.q} className="group px-5 py-4">
            <summary className="flex cursor-pointer list-none items-start justify-between gap-4 font-semibold [&::-webkit-details-marker]:hidden">
              <h3>{item.q}</h3>
              <Icon
                icon={chevronDown}
                className="text-primary mt-0.5 size-5 shrink-0 transition group-open:rotate-180"
              />
            </summary>
            <p className="text-muted mt-3">{item.a}</p>
          </details>
        ))}
      </div>
      <JsonLd data={faqJsonLd(items)} />
    </>
  );
}

export function faqJsonLd(items: FaqItem[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.q,
      acceptedAnswer: { '@type': 'Answer', text: item.a },
    })),
  };
}
