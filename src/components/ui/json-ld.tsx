type JsonLdProps = { data: Record<string, unknown> };

/** Structured data for search engines; "<" is escaped so content can never close the script. */
export function JsonLd({ data }: JsonLdProps) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
