import { sniffFile, typeOfName } from '@/lib/files/file-type';

/** The résumé formats we accept, known by their content, not their name (src/lib/files/file-type.ts). */
export const resumeFormats = ['pdf', 'doc', 'docx'] as const;
export type ResumeFormat = (typeof resumeFormats)[number];

export const RESUME_MAX_BYTES = 5 * 1024 * 1024;

export { FILE_MIME_TYPES as resumeMimeTypes } from '@/lib/files/file-type';

const isResumeFormat = (type: unknown): type is ResumeFormat =>
  resumeFormats.includes(type as ResumeFormat);

/** The résumé format a file name claims by its extension, or null. */
export function formatOfName(name: string): ResumeFormat | null {
  const type = typeOfName(name);
  return isResumeFormat(type) ? type : null;
}

/**
 * The résumé format the content is, by signature (PDF, DOC, or a ZIP holding
 * word/document.xml); anything else, an executable renamed to .pdf among them, is null.
 */
export function detectDocumentFormat(bytes: Uint8Array): ResumeFormat | null {
  const sniffed = sniffFile(bytes);
  return 'type' in sniffed && isResumeFormat(sniffed.type) ? sniffed.type : null;
}
