/** Rendered Markdown from content/ (HTML made at build time from our own files, raw HTML dropped). */
export function Prose({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={`prose-content ${className ?? ''}`}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
