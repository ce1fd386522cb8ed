// CSV downloads (RFC 4180: CRLF lines, fields with a comma, quote or line break quoted, quotes
// doubled). Text that a spreadsheet would run as a formula (= + - @, tab, CR first) gets a leading
// apostrophe; numbers are written as they are. Shared by the reports and the money statements.

export type CsvCell = string | number | null;

const FORMULA_START = /^[=+\-@\t\r]/;

/** Text a spreadsheet would read as a formula, defused with a leading apostrophe. */
function textCell(s: string): string {
  return FORMULA_START.test(s) ? `'${s}` : s;
}

function quote(s: string): string {
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** A header line and rows as CSV text (a null cell is empty). */
export function toCsv(header: string[], rows: CsvCell[][]): string {
  const line = (cells: CsvCell[]) => cells.map((c) => quote(c === null ? '' : typeof c === 'number' ? String(c) : textCell(c))).join(',');
  return [line(header), ...rows.map(line)].join('\r\n') + '\r\n';
}

/** The CSV as a download named `filename` (letters, digits, '-' and '.' only: it goes in a header as it is). */
export function csvDownload(body: string, filename: string): Response {
  return new Response(body, {
    status: 200,
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${filename}"` },
  });
}
