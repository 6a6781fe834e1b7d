import { Icon } from '@/components/ui/icon';
import { chevronDown } from '@/components/ui/icons';
import { JsonLd } from '@/components/ui/json-ld';

type FaqItem = { q: string; a: string };

/** Questions and answers that open in place, with FAQPage structured data. */
export function Faq({ items }: { items: FaqItem[] }) {
  return (
    <>
      <div className="divide-line border-line divide-y rounded-xl border bg-white">
        {items.map((item, i) => (
          <details key={i} className="group px-5 py-4">
            <summary className="faq-summary">
              <h3>{item.q}</h3>
              <Icon icon={chevronDown} className="faq-chevron" />
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
