/**
 * Picks the supported locale a browser prefers most from an Accept-Language header,
 * matching on the primary language subtag ("zh-CN", "zh-Hans", "zh" → "zh").
 * Returns undefined when nothing supported is acceptable.
 */
export function preferredLocale<L extends string>(
  header: string | null | undefined,
  supported: readonly L[],
): L | undefined {
  if (!header) return undefined;
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const q = qParam === undefined ? 1 : Number(qParam.slice(2));
      return { tag: tag.trim().toLowerCase(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((r) => r.tag !== '' && r.q > 0)
    // Highest quality first; equal qualities keep the browser's order.
    .sort((a, b) => b.q - a.q || a.index - b.index);

  for (const { tag } of ranges) {
    if (tag === '*') return supported[0];
    const primary = tag.split('-')[0];
    const match = supported.find((l) => l.toLowerCase() === primary);
    if (match) return match;
  }
  return undefined;
}
