/**
 * Reading time of a text in either language. The rule: about 200 words a minute for English
 * (and any other word separated by spaces) and about 300 characters a minute for Chinese, the
 * low end of the usual 300–400, because these articles are dense with dates and figures. Mixed
 * text adds both. Rounded up to whole minutes, at least one.
 */
export const WORDS_PER_MINUTE = 200;
export const CJK_CHARACTERS_PER_MINUTE = 300;

const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/gu;
const WORD = /[\p{L}\p{N}]/u;

export function countReadingUnits(text: string): { words: number; cjk: number } {
  const cjk = text.match(CJK)?.length ?? 0;
  const words = text
    .replace(CJK, ' ')
    .split(/\s+/)
    .filter((w) => WORD.test(w)).length;
  return { words, cjk };
}

export function readingMinutes(text: string): number {
  const { words, cjk } = countReadingUnits(text);
  // Counted in integers: 600 is a multiple of both speeds (a word is 3/600 of a minute, a
  // Chinese character 2/600), so no rounding error moves a text across a minute.
  const scale = 600;
  const units = words * (scale / WORDS_PER_MINUTE) + cjk * (scale / CJK_CHARACTERS_PER_MINUTE);
  return Math.max(1, Math.ceil(units / scale));
}
