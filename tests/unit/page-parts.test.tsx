import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { HeadedSection } from '@/components/ui/headed-section';
import { PendingButton } from '@/components/ui/submit-button';

describe('HeadedSection', () => {
  it("names the section by its own h2, in its look, adding the caller's classes to the frame", () => {
    const html = renderToStaticMarkup(
      <HeadedSection
        look="card"
        headingId="s-h"
        title="Saved"
        id="saved"
        className="max-w-3xl"
        testId="s"
      >
        <p>Body</p>
      </HeadedSection>,
    );
    expect(html).toBe(
      '<section id="saved" aria-labelledby="s-h" class="border-line rounded-xl border bg-white p-5 sm:p-6 max-w-3xl" data-testid="s">' +
        '<h2 id="s-h" class="text-xl font-semibold">Saved</h2><p>Body</p></section>',
    );
  });

  it('draws a sidebar block as a nav with no frame', () => {
    const html = renderToStaticMarkup(
      <HeadedSection look="aside" as="nav" headingId="n-h" title="Sections">
        <ul />
      </HeadedSection>,
    );
    expect(html).toBe(
      '<nav aria-labelledby="n-h"><h2 id="n-h" class="text-lg font-semibold">Sections</h2><ul></ul></nav>',
    );
  });
});

describe('PendingButton', () => {
  it('says its label, and is disabled saying it is busy while the action runs', () => {
    const idle = renderToStaticMarkup(
      <PendingButton pending={false} busy="Sending…">
        Send
      </PendingButton>,
    );
    expect(idle).toMatch(/^<button type="submit" class="[^"]+">Send<\/button>$/);
    const busy = renderToStaticMarkup(
      <PendingButton pending busy="Sending…">
        Send
      </PendingButton>,
    );
    expect(busy).toMatch(/^<button type="submit" disabled="" class="[^"]+">Sending…<\/button>$/);
  });
});
