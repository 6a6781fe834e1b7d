// Résumé files for the careers tests (Vitest, Playwright and the failover test).

/** A small but real PDF. */
export function pdfBytes(label = 'Test resume'): Buffer {
  const body = `BT /F1 18 Tf 72 720 Td (${label}) Tj ET`;
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n` +
      `3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]/Contents 4 0 R>>endobj\n` +
      `4 0 obj<</Length ${body.length}>>stream\n${body}\nendstream endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );
}

/** A Windows executable's first bytes: what a renamed .exe looks like. */
export function exeBytes(): Buffer {
  const bytes = Buffer.alloc(4096, 0);
  bytes.write('MZ', 0, 'latin1');
  bytes.write('This program cannot be run in DOS mode.', 78, 'latin1');
  bytes.write('PE\0\0', 128, 'latin1');
  return bytes;
}

/** A PDF just over 6 MB. */
export function bigPdfBytes(): Buffer {
  return Buffer.concat([pdfBytes(), Buffer.alloc(6 * 1024 * 1024, 0x20)]);
}
