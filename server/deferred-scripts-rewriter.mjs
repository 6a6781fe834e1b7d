// The streaming rewriter of loading a page's scripts after its first paint
// (server/deferred-scripts.mjs explains the whole): takes Next's script tags and script preloads
// out of an HTML document that arrives in pieces, and writes the loader before </body>.
import { loaderScript } from './deferred-scripts-loader.mjs';

/** Next's script tag (with the file in group 1), or a script preload (the whole tag). */
const SCRIPT_TAG_OR_PRELOAD =
  /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""><\/script>|<link rel="preload" as="script"[^>]*>/g;
const STATIC_HREF = / href="(\/_next\/static\/[^"<>]+\.js)"/;
/** The longest tag this rewrite looks for is well under this many characters. */
const MAX_TAG = 2048;

/**
 * Where the text stops being safe to rewrite: at an unfinished tag, or at a script element whose
 * end has not arrived. Nothing is held back for longer than any tag this looks for.
 * @param {string} text
 * @returns {number}
 */
function holdFrom(text) {
  let at = text.length;
  const open = text.lastIndexOf('<');
  if (open !== -1 && !text.includes('>', open)) at = open;
  const script = text.lastIndexOf('<script', at);
  if (script !== -1 && !text.includes('</script>', script)) at = script;
  return text.length - at < MAX_TAG ? at : text.length;
}

/** @typedef {{ push(text: string): string, end(): string }} ScriptDeferrer */

/**
 * A rewriter for one HTML document that arrives in pieces: `push` each piece of text and send
 * what it returns, then send what `end` returns. A tag split between pieces is held back until
 * its end arrives (holdFrom). Every script taken out is in the loader, which is written before
 * </body>, or at the end if the document has none; after it, nothing more is moved.
 * @returns {ScriptDeferrer}
 */
export function createScriptDeferrer() {
  /** @type {string[]} */
  const sources = [];
  let held = '';
  let loaderWritten = false;

  /** @param {string} src */
  const take = (src) => {
    if (!sources.includes(src)) sources.push(src);
    return '';
  };
  /** @param {string} text */
  function rewrite(text) {
    if (loaderWritten) return text;
    const bodyEnd = text.indexOf('</body>');
    const head = bodyEnd === -1 ? text : text.slice(0, bodyEnd);
    const moved = head.replace(
      SCRIPT_TAG_OR_PRELOAD,
      (tag, /** @type {string | undefined} */ src) => {
        const file = src ?? STATIC_HREF.exec(tag)?.[1];
        return file ? take(file) : tag;
      },
    );
    if (bodyEnd === -1) return moved;
    loaderWritten = true;
    return moved + (sources.length ? loaderScript(sources) : '') + text.slice(bodyEnd);
  }

  return {
    push(text) {
      const input = held + text;
      const at = loaderWritten ? input.length : holdFrom(input);
      held = input.slice(at);
      return rewrite(input.slice(0, at));
    },
    end() {
      const rest = rewrite(held);
      held = '';
      if (loaderWritten || !sources.length) return rest;
      loaderWritten = true;
      return rest + loaderScript(sources);
    },
  };
}
