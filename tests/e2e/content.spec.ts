import { expect } from '@playwright/test';
import { fetchDocument, visibleText } from './html';
import {
  allPages,
  appMounted,
  axeViolations,
  horizontalOverflow,
  NO_VIOLATIONS,
  test,
  watchErrors,
} from './support';

const CJK = /[\u3400-\u9fff]/g;

// What the page says is read from its HTML (the server renders all of it): no browser needed.
for (const p of allPages) {
  test(`${p.path} is complete in ${p.locale}, with one h1, an ordered outline and image texts`, async ({
    request,
  }) => {
    const { response, document } = await fetchDocument(request, p.path);
    expect(response.status()).toBe(200);
    const text = visibleText(document.querySelector('main')!);

    if (p.locale === 'en') {
      const words = text.split(/\s+/).filter((w) => /[A-Za-z]/.test(w));
      expect(words.length, 'English words in main').toBeGreaterThanOrEqual(250);
    } else {
      const cjk = text.match(CJK)?.length ?? 0;
      // English originals quoted as such (lang="en": a licence's attribution line, a source's
      // title) are not untranslated copy.
      const quoted = document.querySelector('main')!.cloneNode(true) as Element;
      for (const original of quoted.querySelectorAll('[lang="en"]')) original.remove();
      const chinese = visibleText(quoted);
      // Email addresses (the offices' on the contact page) cannot be written in Chinese.
      const latin = chinese.replace(/[\w.+-]+@[\w.-]+/g, '').match(/[A-Za-z]/g)?.length ?? 0;
      expect(cjk, 'Chinese characters in main').toBeGreaterThanOrEqual(400);
      expect(
        cjk,
        'mostly Chinese: CJK characters outnumber Latin letters twice over',
      ).toBeGreaterThan(latin * 2);
      // Codes, units and proper nouns may stay Latin; five English words in a row may not.
      const sentence = chinese.match(/\b[A-Za-z]{2,}(?:[ ,]+[A-Za-z]{2,}){4,}/);
      expect(sentence?.[0], 'untranslated English in a Chinese page').toBeUndefined();
    }
    expect(visibleText(document.body)).not.toMatch(
      /MISSING_MESSAGE|\b[A-Z][A-Za-z]+\.[a-z][A-Za-z]+(\.[a-z][A-Za-z]+)*\b(?!\.)/,
    );
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    // An ordered outline: going down, a heading is at most one level deeper than the last.
    const levels = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) =>
      Number(h.localName[1]),
    );
    const jumps = levels.flatMap((level, i) =>
      i > 0 && level > levels[i - 1]! + 1 ? [`h${levels[i - 1]} → h${level}`] : [],
    );
    expect(jumps).toEqual([]);
    // (A browser reads what <noscript> holds as text, not as images.)
    const alts = [...document.querySelectorAll('img')]
      .filter((img) => !img.closest('noscript'))
      .map((img) => img.getAttribute('alt')?.trim() ?? '');
    expect(alts.filter((a) => a === '')).toEqual([]);
  });
}

// One load of each page in the browser for all that needs one: hydration, layout and axe.
for (const p of allPages) {
  test(`${p.path} hydrates without errors, fits 360 px and has no WCAG 2.1 A/AA violations at 390 and 1440 px`, async ({
    warmPage: page,
  }) => {
    const errors = watchErrors(page);
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(p.path);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // Hydration errors count: wait for the scripts, which load after the first paint.
    await appMounted(page);
    const found: Record<string, string[]> = { '390 px': await axeViolations(page) };
    // What the client renders must fit a 360 px phone without sideways scrolling.
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await horizontalOverflow(page), 'sideways overflow at 360 px').toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1440, height: 900 });
    found['1440 px'] = await axeViolations(page);
    expect(found).toEqual(NO_VIOLATIONS);
    expect(errors).toEqual([]);
  });
}
