/*
 * CSV for operators who open it in Excel (applications, enquiries): UTF-8 with a byte-order mark
 * so Chinese text opens correctly, CRLF lines, and no cell Excel would run as a formula.
 */

/** One CSV field: quoted when needed; a leading =, +, -, @, tab or CR is defused so Excel shows text. */
function csvField(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole file: the header row, then one row per record, each a list of fields. */
export function excelCsv(header: readonly string[], rows: readonly unknown[][]): string {
  const lines = [header.map(csvField).join(','), ...rows.map((r) => r.map(csvField).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
