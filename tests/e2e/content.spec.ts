import { expect } from '@playwright/test';
import {
  allPages,
  appMounted,
  axeAtBothWidths,
  horizontalOverflow,
  NO_VIOLATIONS,
  test,
} from './support';

const CJK = /[\u3400-\u9fff]/g;

for (const p of allPages) {
  test(`${p.path} is complete in ${p.locale} and fits 360 px without sideways scrolling`, async ({
    warmPage: page,
  }) => {
    await page.goto(p.path);
    const text = await page.locator('main').innerText();

    if (p.locale === 'en') {
      const words = text.split(/\s+/).filter((w) => /[A-Za-z]/.test(w));
      expect(words.length, 'English words in main').toBeGreaterThanOrEqual(250);
    } else {
      const cjk = text.match(CJK)?.length ?? 0;
      // Email addresses (the offices' on the contact page) cannot be written in Chinese.
      const latin = text.replace(/[\w.+-]+@[\w.-]+/g, '').match(/[A-Za-z]/g)?.length ?? 0;
      expect(cjk, 'Chinese characters in main').toBeGreaterThanOrEqual(400);
      expect(
        cjk,
        'mostly Chinese: CJK characters outnumber Latin letters twice over',
      ).toBeGreaterThan(latin * 2);
      // Codes, units and proper nouns may stay Latin; five English words in a row may not.
      const sentence = text.match(/\b[A-Za-z]{2,}(?:[ ,]+[A-Za-z]{2,}){4,}/);
      expect(sentence?.[0], 'untranslated English in a Chinese page').toBeUndefined();
    }
    const body = await page.locator('body').innerText();
    expect(body).not.toMatch(
      /MISSING_MESSAGE|\b[A-Z][A-Za-z]+\.[a-z][A-Za-z]+(\.[a-z][A-Za-z]+)*\b(?!\.)/,
    );
    await expect(page.locator('h1')).toHaveCount(1);
    // An ordered outline: going down, a heading is at most one level deeper than the last.
    const levels = await page
      .locator('h1, h2, h3, h4, h5, h6')
      .evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));
    const jumps = levels.flatMap((level, i) =>
      i > 0 && level > levels[i - 1]! + 1 ? [`h${levels[i - 1]} → h${level}`] : [],
    );
    expect(jumps).toEqual([]);
    const alts = await page
      .locator('img')
      .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')?.trim() ?? ''));
    expect(alts.filter((a) => a === '')).toEqual([]);
    // Hydrated too: what the client renders must fit as well.
    await appMounted(page);
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
}

for (const p of allPages) {
  test(`${p.path} has no WCAG 2.1 A/AA violations at 390 and 1440 px`, async ({
    warmPage: page,
  }) => {
    expect(await axeAtBothWidths(page, p.path)).toEqual(NO_VIOLATIONS);
  });
}
