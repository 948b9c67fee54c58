/**
 * CSV as spreadsheets read it: RFC 4180 quoting, CRLF line ends, a UTF-8 byte order mark so that Excel reads
 * non-Latin names, and a cell that a spreadsheet would run as a formula (=, +, -, @, tab, CR at the start) made text
 * with a leading apostrophe, except plain numbers such as "-12.50".
 */
export type CsvColumn<Row> = { header: string; value(row: Row): string | number | null };

const FORMULA_START = /^[=+\-@\t\r]/;
const NUMBER = /^-?\d+(\.\d+)?$/;

function cell(raw: string | number | null): string {
  if (raw === null) return '';
  let text = String(raw);
  if (FORMULA_START.test(text) && !NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((column) => cell(column.header)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => cell(column.value(row))).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Saves text as a file the visitor downloads. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
