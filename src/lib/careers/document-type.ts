/** The résumé formats we accept, known by their content, not their name. */
export const resumeFormats = ['pdf', 'doc', 'docx'] as const;
export type ResumeFormat = (typeof resumeFormats)[number];

export const RESUME_MAX_BYTES = 5 * 1024 * 1024;

export const resumeMimeTypes: Record<ResumeFormat, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** The format a file name claims by its extension, or null. */
export function formatOfName(name: string): ResumeFormat | null {
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  return resumeFormats.includes(ext as ResumeFormat) ? (ext as ResumeFormat) : null;
}

const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

function startsWith(bytes: Uint8Array, signature: number[], at = 0): boolean {
  return signature.every((b, i) => bytes[at + i] === b);
}

/** Whether the bytes contain an ASCII string (used to find a DOCX's word/ part in the zip). */
function containsAscii(bytes: Uint8Array, text: string): boolean {
  const first = text.charCodeAt(0);
  outer: for (let i = bytes.indexOf(first); i !== -1; i = bytes.indexOf(first, i + 1)) {
    for (let j = 1; j < text.length; j++) if (bytes[i + j] !== text.charCodeAt(j)) continue outer;
    return true;
  }
  return false;
}

/**
 * The document format the content is, by signature: PDF starts with "%PDF-" (within the first
 * 1 KB, as readers allow); DOC is an OLE2 compound file; DOCX is a zip holding word/document.xml.
 * Anything else, an executable renamed to .pdf among them, is null.
 */
export function detectDocumentFormat(bytes: Uint8Array): ResumeFormat | null {
  const head = bytes.subarray(0, 1024);
  if (containsAscii(head, '%PDF-')) return 'pdf';
  if (startsWith(bytes, OLE2)) return 'doc';
  if (startsWith(bytes, ZIP) && containsAscii(bytes, 'word/document.xml')) return 'docx';
  return null;
}
