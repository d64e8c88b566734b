/**
 * CSV for the admin's exports (RFC 4180, UTF-8 with a byte-order mark so spreadsheet programs read accents).
 * Cells a visitor filled in could start a formula (`=HYPERLINK(...)`): those get a leading apostrophe, as
 * OWASP's CSV-injection advice says, so opening the export never runs what a visitor typed.
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
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
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
