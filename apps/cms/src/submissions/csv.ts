/**
 * CSV for the admin's exports (RFC 4180, UTF-8 with a byte-order mark so spreadsheet programs read accents).
 * Cells a visitor filled in could start a formula (`=HYPERLINK(...)`): those get a leading apostrophe, as
 * OWASP's CSV-injection advice says, so opening the export never runs what a visitor typed. Every cell is
 * quoted, too: a spreadsheet whose list separator is `;` (the default in much of Europe) splits an unquoted
 * `Hello;=cmd|...` at the semicolon and would read the second half as a cell that starts a formula
 * (issue 32, item 6). A quoted cell is one cell whatever separator the reader assumes.
 */
export interface CsvColumn<Row> {
  readonly header: string;
  readonly value: (row: Row) => unknown;
}

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvLine(cells: readonly unknown[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

export function csvHeader<Row>(columns: readonly CsvColumn<Row>[]): string {
  return `\uFEFF${csvLine(columns.map((column) => column.header))}`;
}

export function csvRows<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  return rows.map((row) => csvLine(columns.map((column) => column.value(row)))).join('');
}
