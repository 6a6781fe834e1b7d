type Highlight = { title: string; text: string };

type IntroSectionProps = { paragraphs: string[]; highlights?: Highlight[] };

/** A page's opening copy and up to three key points beneath it. */
export function IntroSection({ paragraphs, highlights = [] }: IntroSectionProps) {
  return (
    <section className="container-page py-12 sm:py-16">
      <div className="text-ink max-w-3xl space-y-5 text-lg leading-relaxed">
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {highlights.length > 0 && (
        <ul className="mt-10 grid gap-5 md:grid-cols-3">
          {highlights.map((item) => (
            <li key={item.title} className="border-line bg-surface rounded-xl border p-6">
              <h2 className="text-primary text-lg font-semibold">{item.title}</h2>
              <p className="text-muted mt-2">{item.text}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
