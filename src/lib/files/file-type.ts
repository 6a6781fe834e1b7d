import { unzipSync } from 'fflate';

/**
 * The file types the site takes, known by their bytes, never by their names: résumés
 * (src/lib/careers/document-type.ts) and a booking's documents (src/lib/bookings/documents.ts)
 * each accept a subset.
 */
export const FILE_TYPES = ['pdf', 'doc', 'docx', 'xlsx', 'csv', 'jpg', 'png'] as const;
export type FileType = (typeof FILE_TYPES)[number];

export const FILE_MIME_TYPES: Record<FileType, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
  jpg: 'image/jpeg',
  png: 'image/png',
};

/**
 * The most a spreadsheet may unpack to, by what its ZIP directory declares: a workbook of 10 MB
 * compressed that claims more is a ZIP bomb (or no workbook anyone could open), and is refused
 * without anything being unpacked.
 */
export const XLSX_MAX_UNPACKED_BYTES = 200 * 1024 * 1024;

const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

function startsWith(bytes: Uint8Array, signature: number[], at = 0): boolean {
  return signature.every((b, i) => bytes[at + i] === b);
}

/** Whether the bytes contain an ASCII string. */
function containsAscii(bytes: Uint8Array, text: string): boolean {
  const first = text.charCodeAt(0);
  outer: for (let i = bytes.indexOf(first); i !== -1; i = bytes.indexOf(first, i + 1)) {
    for (let j = 1; j < text.length; j++) if (bytes[i + j] !== text.charCodeAt(j)) continue outer;
    return true;
  }
  return false;
}

/** What a ZIP's central directory declares (names and unpacked sizes), nothing unpacked; null when it is no readable ZIP. */
function zipDirectory(bytes: Uint8Array): { names: string[]; unpacked: number } | null {
  const names: string[] = [];
  let unpacked = 0;
  try {
    unzipSync(bytes, {
      filter(file) {
        names.push(file.name);
        unpacked += file.originalSize;
        return false;
      },
    });
  } catch {
    return null;
  }
  return { names, unpacked };
}

/** Markup a browser would render: refused as a "CSV" whatever its extension. */
const MARKUP = /<\s*(?:!doctype|html|head|body|script|iframe|svg|object|embed|meta|\?xml)\b/i;
/** Control characters other than tab, line feed and carriage return. */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Whether the bytes are plain text a spreadsheet reads as CSV: UTF-8, no NUL or other control, no markup. */
function isPlainText(bytes: Uint8Array): boolean {
  if (bytes.length === 0) return false;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  return !CONTROL.test(text) && !MARKUP.test(text);
}

export type Sniffed = { type: FileType } | { refused: 'type' | 'unpacked' };

/**
 * A file's type by its content: PDF has "%PDF-" within its first 1 KB (as readers allow); DOC is
 * an OLE2 compound file; PNG and JPEG by their signatures; XLSX is a ZIP whose directory holds
 * [Content_Types].xml and an xl/ part and declares at most XLSX_MAX_UNPACKED_BYTES (more:
 * `unpacked`); DOCX is a ZIP naming word/document.xml; CSV is UTF-8 text without NULs, other
 * control characters or HTML. Anything else (an executable, HTML, a plain ZIP) is `type`.
 */
export function sniffFile(bytes: Uint8Array): Sniffed {
  if (containsAscii(bytes.subarray(0, 1024), '%PDF-')) return { type: 'pdf' };
  if (startsWith(bytes, OLE2)) return { type: 'doc' };
  if (startsWith(bytes, PNG)) return { type: 'png' };
  if (startsWith(bytes, JPEG)) return { type: 'jpg' };
  if (startsWith(bytes, ZIP)) {
    const directory = zipDirectory(bytes);
    if (
      directory &&
      directory.names.includes('[Content_Types].xml') &&
      directory.names.some((name) => name.startsWith('xl/'))
    )
      return directory.unpacked > XLSX_MAX_UNPACKED_BYTES
        ? { refused: 'unpacked' }
        : { type: 'xlsx' };
    if (containsAscii(bytes, 'word/document.xml')) return { type: 'docx' };
    return { refused: 'type' };
  }
  if (isPlainText(bytes)) return { type: 'csv' };
  return { refused: 'type' };
}

/** The type a file name claims by its extension ("jpeg" is "jpg"), or null. */
export function typeOfName(name: string): FileType | null {
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  const type = ext === 'jpeg' ? 'jpg' : ext;
  return FILE_TYPES.includes(type as FileType) ? (type as FileType) : null;
}
