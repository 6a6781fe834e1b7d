import { attachmentDisposition } from '@/lib/http/attachment';

/**
 * A booking's document (or its ZIP) as a download: an attachment under a safe name (RFC 6266,
 * the exact name as filename*), its type as read from its bytes, never sniffed by the browser
 * (nosniff: an uploaded file is never rendered as a page of the site), never kept by a cache.
 */
export function documentDownload(file: {
  name: string;
  mime: string;
  bytes: Uint8Array;
}): Response {
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      'Content-Type': file.mime,
      'Content-Length': String(file.bytes.byteLength),
      'Content-Disposition': attachmentDisposition(file.name),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'X-Robots-Tag': 'noindex',
    },
  });
}
