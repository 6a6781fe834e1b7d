/**
 * The Content-Disposition of a download named `name` (RFC 6266): an ASCII `filename` for old
 * clients (other characters, quotes and backslashes as `_`), and the exact name, Chinese
 * included, as RFC 5987's UTF-8 `filename*`, which every current browser prefers.
 */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
