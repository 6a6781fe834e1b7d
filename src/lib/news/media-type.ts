const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** The Content-Type of an article image by its file name's extension. */
export function mediaType(file: string): string {
  return TYPES[file.slice(file.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}
