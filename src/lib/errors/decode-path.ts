/** A percent-encoded path as the visitor typed it; left encoded when it is not valid UTF-8. */
export function decodePath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * What the server formats the 404 message with in place of the path when only the browser knows
 * it (RequestedPath puts the address there), so the page carries the words, not a catalogue.
 */
export const PATH_SLOT = '{path}';
