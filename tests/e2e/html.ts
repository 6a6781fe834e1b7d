// Checks of what a page's HTML (or a feed's XML) says, read over HTTP and parsed with jsdom: no
// browser page, for the tests that look at text, headings and head tags rather than at behaviour
// or layout.
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { JSDOM } from 'jsdom';

/** The page at `path` as the server sends it, parsed (no scripts run, nothing else loaded). */
export async function fetchDocument(
  request: APIRequestContext,
  path: string,
  headers?: Record<string, string>,
): Promise<{ response: APIResponse; document: Document }> {
  const response = await request.get(path, { headers });
  const { document } = new JSDOM(await response.text()).window;
  return { response, document };
}

/**
 * `form`, from the page answered at `from` (fetchDocument's response URL), posted as a browser
 * without JavaScript posts it: each named field with the value the page gave it (a Server
 * Action's hidden fields among them; a box only when ticked), `answers` over them, as multipart
 * to the form's action (its page when empty), from the page's origin. Redirects are followed, the
 * cookies kept in `request`. The answer and its HTML parsed.
 */
export async function postForm(
  request: APIRequestContext,
  form: Element,
  from: string,
  answers: Record<string, string> = {},
  headers?: Record<string, string>,
): Promise<{ response: APIResponse; document: Document }> {
  const fields = new FormData();
  for (const field of form.querySelectorAll<
    HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement
  >('input[name], select[name], textarea[name]')) {
    if (field.disabled) continue;
    if (field instanceof field.ownerDocument.defaultView!.HTMLInputElement) {
      if (['submit', 'button', 'image', 'reset', 'file'].includes(field.type)) continue;
      if (['checkbox', 'radio'].includes(field.type) && !field.checked) continue;
    }
    fields.append(field.name, field.value);
  }
  for (const [name, value] of Object.entries(answers)) fields.set(name, value);
  const action = new URL(form.getAttribute('action') || from, from);
  const response = await request.post(action.href, {
    multipart: fields,
    headers: { ...headers, origin: action.origin },
  });
  const { document } = new JSDOM(await response.text()).window;
  return { response, document };
}

/** An XML document (a sitemap, a feed) parsed: throws on anything that is not well-formed XML. */
export function parseXml(source: string): Document {
  return new JSDOM(source, { contentType: 'application/xml' }).window.document;
}

/** Elements whose content a browser does not render as text (innerText leaves it out). */
const NOT_RENDERED = new Set([
  'head',
  'script',
  'style',
  'template',
  'noscript',
  'datalist',
  'iframe',
  'svg',
]);
/** Elements a browser lays out as blocks: their text is a line of its own in innerText. */
const BLOCK = new Set(
  'address article aside blockquote body dd details dialog div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr legend li main nav ol optgroup option p pre section summary table tr ul'.split(
    ' ',
  ),
);

/**
 * The text a reader sees in `element`, close to a browser's innerText without its layout: what
 * scripts, styles, `hidden` elements and a closed <details>' body hold is left out; blocks and
 * <br> break lines; other elements are a space apart, as flex and grid items are in the browser
 * (an inline word split by markup reads as two, which only counts a word twice). Whitespace
 * collapses; CSS (text-transform, display: none by a class) is not applied.
 */
export function visibleText(element: Element): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === node.TEXT_NODE) {
      parts.push((node as Text).data.replace(/\s+/g, ' '));
      return;
    }
    if (node.nodeType !== node.ELEMENT_NODE) return;
    const el = node as Element;
    const tag = el.localName;
    if (NOT_RENDERED.has(tag) || el.hasAttribute('hidden')) return;
    if (tag === 'br') {
      parts.push('\n');
      return;
    }
    const separator = BLOCK.has(tag) ? '\n' : ' ';
    parts.push(separator);
    const closed = tag === 'details' && !el.hasAttribute('open');
    for (const child of el.childNodes)
      if (!closed || (child as Element).localName === 'summary') walk(child);
    parts.push(separator);
  };
  walk(element);
  return parts
    .join('')
    .replace(/ *\n\s*/g, '\n')
    .replace(/ {2,}/g, ' ')
    .trim();
}
