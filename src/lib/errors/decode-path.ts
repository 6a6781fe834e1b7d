/** A percent-encoded path as the visitor typed it; left encoded when it is not valid UTF-8. */
export function decodePath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}
